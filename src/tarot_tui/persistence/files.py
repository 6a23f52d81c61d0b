"""Reading and writing the game's files safely: whatever is found on disk is untrusted.

* Reads take only regular files, never block (a named pipe called ``x.json`` is refused, not waited on) and
  stop at a size limit.
* Writes go through a temporary file, fsync and rename, so a reader never sees half a file; the temporary
  file's name holds the writer's process id, so the leftovers of a killed writer can be told apart from a
  write in progress by another copy of the game and removed (``clean_temp_files``).
* A file that cannot be used is kept aside under a name no other kept-aside file has, and only when it lies
  inside the folder the game owns.

No pydantic and no engine here: ``saves``, ``settings`` and ``writer`` build on it.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import secrets
import stat
import time
from collections.abc import Iterator
from enum import StrEnum
from pathlib import Path

MAX_SAVE_BYTES = 4 * 1024 * 1024
"""A save larger than this is not read, refused at once from its size (kept aside as broken). The longest evening
(``saves.MAX_DEALS``, 200 deals) is about 1.5 MB at five players, so this holds it twice and more; what costs is
replaying the deals (about 1.3 ms each): a crafted 16 MB of real deals took 4 to 6 s to read."""
MAX_JOURNAL_BYTES = 4 * 1024 * 1024
"""A journal larger than this is not read (one deal adds about 10 kB; it is emptied at every full save)."""
MAX_SETTINGS_BYTES = 64 * 1024
"""A settings file larger than this is not read (a real one is well under 1 kB)."""

TEMP_SUFFIX = ".tmp"
PRIVATE_FILE = 0o600
"""Saves, journals and settings are the account's own: a hand in a save is nobody else's business."""
PRIVATE_FOLDER = 0o700
_TEMP_TRIES = 5
_TEMP_RE = re.compile(r"^\..+\.(\d+)-[0-9a-f]+\.tmp$")


class FileReason(StrEnum):
    """Why a file of the game's could not be used, as a player is told it (one sentence per kind in the message
    catalogue, ``file.reason.<value>``); the exception's own text is the technical detail, for developers."""

    GONE = "gone"
    """The file is no longer there."""
    NO_ACCESS = "no_access"
    """The file or its folder cannot be read or made (permission refused and the like): it may be fine."""
    DAMAGED = "damaged"
    """Not JSON, not UTF-8 text: cut off or garbled."""
    WRONG_SHAPE = "wrong_shape"
    """JSON, but a value of the wrong shape, or out of bounds."""
    AGAINST_RULES = "against_rules"
    """The deals in it do not pass the engine's checks."""
    TOO_LARGE = "too_large"
    NOT_A_FILE = "not_a_file"
    """A link, a folder, a pipe, a file with another name: not a plain file of its own."""
    WRONG_KIND = "wrong_kind"
    """A played evening where a keeper evening was asked for, or the other way round."""
    JOURNAL = "journal"
    """The evening's journal (its latest moves) did not fit and was left out; the snapshot is used."""
    FOLDER = "folder"
    """The game's folder (of saved evenings, or of data) cannot be used."""
    LINKED_FOLDER = "linked_folder"
    """The data folder, or the folder of saved evenings, is a symbolic link: the game follows none (the player is
    told which folder, where it leads and what to do: ``i18n.linked_folder``)."""


class FileProblem(OSError):
    """A file that is there but cannot be used: not a regular file, or too large. ``keep_aside`` is True when
    the file itself is at fault (it should be moved out of the way), False for a passing trouble such as a
    permission refused. ``reason``: which kind of problem, for the player."""

    def __init__(self, message: str, *, keep_aside: bool = True, reason: FileReason = FileReason.NOT_A_FILE) -> None:
        super().__init__(message)
        self.keep_aside = keep_aside
        self.reason = reason


class LinkedFolder(FileProblem):
    """A folder of the game's that is a symbolic link (``folder``), and where it leads (``target``, resolved): it is
    not used. The player's own folder, so both may be named to them (through ``visible``)."""

    def __init__(self, folder: Path, target: Path) -> None:
        message = f"the folder {folder} is a link to {target}"
        super().__init__(message, keep_aside=False, reason=FileReason.LINKED_FOLDER)
        self.folder = folder
        self.target = target


def folder_reason(err: OSError) -> FileReason:
    """The kind of an OSError met making or using the data folder: a link (``LINKED_FOLDER``) or ``FOLDER``."""
    return FileReason.LINKED_FOLDER if isinstance(err, LinkedFolder) else FileReason.FOLDER


def os_reason(err: OSError) -> FileReason:
    """The kind of an OSError met reading a file: its own for a FileProblem, gone, or no access."""
    if isinstance(err, FileProblem):
        return err.reason
    if isinstance(err, FileNotFoundError):
        return FileReason.GONE
    return FileReason.NO_ACCESS


def describe_os_error(err: OSError) -> str:
    """A short reason for an OSError (``Permission denied``, ``No space left on device``)."""
    if isinstance(err, FileProblem):
        return str(err)
    return err.strerror or str(err) or type(err).__name__


def open_plain(path: Path, flags: int, mode: int = PRIVATE_FILE, *, one_name: bool = True) -> int:
    """Open ``path`` (``os.open`` flags) without following a link, and only when it is a plain file of its own:
    a regular file, the very file the name shows, and (``one_name``) one name, not a hard link to a file
    elsewhere (what matters for a file written into: a journal, a lock). Raises FileProblem when it is not, OSError
    when it cannot be opened. Never blocks (a named pipe is opened non-blocking, then refused)."""
    nofollow = getattr(os, "O_NOFOLLOW", 0)
    if not nofollow and os.path.islink(path):  # no O_NOFOLLOW (Windows): look first, and check after
        raise FileProblem(f"{path.name} is a link")
    try:
        fd = os.open(path, flags | nofollow | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NONBLOCK", 0), mode)
    except OSError as err:
        if err.errno == errno.ELOOP or (err.errno == errno.EEXIST and os.path.islink(path)):
            raise FileProblem(f"{path.name} is a link") from None
        raise
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise FileProblem(f"{path.name} is not a regular file")
        if one_name and info.st_nlink > 1:
            raise FileProblem(f"{path.name} has another name")
        named = os.stat(path, follow_symlinks=False)
        if (named.st_dev, named.st_ino) != (info.st_dev, info.st_ino):
            raise FileProblem(f"{path.name} changed while it was opened")
    except BaseException:
        os.close(fd)
        raise
    return fd


def read_limited(path: Path, limit: int, *, one_name: bool = False) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them, never through a link (``open_plain``;
    ``one_name``: and only when the file has no other name).

    Raises FileNotFoundError when there is no file, FileProblem when it is a link, not a regular file or larger
    than ``limit``, and OSError when it cannot be read. Never blocks: the file is opened non-blocking and checked
    before anything is read.
    """
    flags = os.O_RDONLY | getattr(os, "O_NOCTTY", 0)
    fd = open_plain(path, flags, one_name=one_name)
    try:
        info = os.fstat(fd)
        if info.st_size > limit:
            raise FileProblem(f"{path.name} is larger than {limit // 1024} kB", reason=FileReason.TOO_LARGE)
        chunks: list[bytes] = []
        size = 0
        while True:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
            if size > limit:  # it grew while being read
                raise FileProblem(f"{path.name} is larger than {limit // 1024} kB", reason=FileReason.TOO_LARGE)
        return b"".join(chunks)
    finally:
        os.close(fd)


def temp_name(path: Path) -> Path:
    """A fresh temporary file name beside ``path`` that names this process (see ``clean_temp_files``)."""
    return path.with_name(f".{path.name}.{os.getpid()}-{secrets.token_hex(4)}{TEMP_SUFFIX}")


def atomic_write(path: Path, text: str, *, mode: int = PRIVATE_FILE, make_folder: bool = True) -> None:
    """Write ``text`` to ``path`` through a temporary file, fsync and rename: never a half-written file, and never
    written through a link (the rename replaces the name, whatever it named; the temporary name is made new, never
    opened through a link planted there). ``mode``: the new file's (the umask narrows it); ``make_folder``: make
    the folder, and its parents, when missing.

    Raises OSError when the folder cannot be written (read-only, full disk); the file as it was stays.
    """
    if make_folder:
        path.parent.mkdir(parents=True, exist_ok=True, mode=PRIVATE_FOLDER)
    data = text.encode("utf-8")
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
    for attempt in range(_TEMP_TRIES):
        tmp = temp_name(path)
        try:
            fd = os.open(tmp, flags, mode)
            break
        except FileExistsError:  # something (a link?) planted under the fresh name: it is left alone
            if attempt == _TEMP_TRIES - 1:
                raise
    try:
        try:
            view = memoryview(data)
            while view:
                written = os.write(fd, view)
                view = view[written:]
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def write_output(path: Path, text: str) -> None:
    """Write ``text`` to a file the player named (an export): a new file, or one that is a plain file now, replaced
    whole (``atomic_write``, with the modes of any new file of the player's). Anything else in its place (a link, a
    named pipe, a device, a folder) is refused at once with FileProblem, never written through nor waited on.
    Raises OSError when it cannot be written."""
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        pass
    else:
        if not stat.S_ISREG(info.st_mode):
            raise FileProblem(f"{path.name} is not a regular file", keep_aside=False)
    atomic_write(path, text, mode=0o666, make_folder=False)


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # EPERM: some other user's process has that id
        return True
    return True


def clean_temp_files(directory: Path) -> list[Path]:
    """Remove the temporary files that writers which no longer run left in ``directory`` (killed in the middle
    of a write); a write still in progress by a running copy of the game is left alone. Returns what was
    removed; never raises."""
    removed: list[Path] = []
    try:
        entries = list(os.scandir(directory))
    except OSError:
        return removed
    for entry in entries:
        match = _TEMP_RE.match(entry.name)
        if match is None or _alive(int(match.group(1))):
            continue
        try:
            if entry.is_file(follow_symlinks=False):
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except OSError:
            continue
    return removed


def is_inside(path: Path, folder: Path) -> bool:
    """Whether ``path`` lies in ``folder`` itself (not in a sub-folder, not reached through ``..``)."""
    try:
        return path.parent.resolve() == folder.resolve() and path.name not in ("", ".", "..")
    except (OSError, RuntimeError):
        return False


def _aside_names(path: Path) -> Iterator[Path]:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    suffix = path.suffix if len(path.suffix) <= 10 else ""
    stem = path.name[: len(path.name) - len(suffix)] if suffix else path.name
    stem = stem[:120]
    for number in range(1000):
        extra = "" if number == 0 else f"-{number}"
        yield path.with_name(f"{stem}.broken-{stamp}{extra}{suffix}")


def keep_bytes_aside(data: bytes, path: Path, folder: Path) -> Path:
    """Write ``data`` (a piece cut from ``path``, which must lie in ``folder``) to a new file under the name
    ``keep_aside`` would give ``path``; returns it. Raises OSError when it cannot be written."""
    if not is_inside(path, folder):
        raise FileProblem(f"{path} is not in {folder}", keep_aside=False, reason=FileReason.FOLDER)
    for target in _aside_names(path):
        try:
            flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
            fd = os.open(target, flags, PRIVATE_FILE)
        except FileExistsError:
            continue
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view) :]
            os.fsync(fd)
        finally:
            os.close(fd)
        return target
    raise FileProblem(f"no free name to keep a piece of {path.name} aside", keep_aside=False, reason=FileReason.FOLDER)


def keep_aside(path: Path, folder: Path) -> Path:
    """Move ``path`` (which must lie in ``folder``) to ``<stem>.broken-<time>[-<n>]<suffix>`` beside it, never
    over another file; returns the new path. Raises OSError when it cannot be moved, FileProblem when the file
    is not the game's to move."""
    if not is_inside(path, folder):
        raise FileProblem(f"{path} is not in {folder}", keep_aside=False, reason=FileReason.FOLDER)
    for target in _aside_names(path):
        try:
            os.link(path, target, follow_symlinks=False)
        except FileExistsError:
            continue
        except OSError as err:
            if err.errno not in (errno.EPERM, errno.EXDEV, errno.EMLINK, errno.ENOTSUP, errno.EOPNOTSUPP):
                raise
            # A folder or a file system without hard links: a rename, after checking the name is free.
            if os.path.lexists(target):
                continue
            os.rename(path, target)
            return target
        os.unlink(path)
        return target
    raise FileProblem(f"no free name to keep {path.name} aside", keep_aside=False, reason=FileReason.FOLDER)
