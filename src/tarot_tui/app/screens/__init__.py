"""The game's screens, one file each."""
