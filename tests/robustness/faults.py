"""Faults of the disk for the tests of issue 12 (``conftest.disk``)."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest


class Disk:
    """Faults of the disk under one folder: ``read_only`` refuses to create or open a file for writing there,
    ``full`` makes every write to a file there fail (the tests run as root, for whom a mode does not make a
    folder read-only, so the faults are injected at the system calls)."""

    def __init__(self, folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
        self.folder = str(folder)
        self.read_only = False
        self.full = False
        self.refused = 0
        real_open, real_write, real_replace, real_close = os.open, os.write, os.replace, os.close
        self._fds: set[int] = set()

        def fake_open(path: str | os.PathLike[str], flags: int, *args: object, **kwargs: object) -> int:
            inside = os.fspath(path).startswith(self.folder)
            if inside and self.read_only and flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT):
                self.refused += 1
                raise PermissionError(errno.EROFS, "Read-only file system", os.fspath(path))
            fd = real_open(path, flags, *args, **kwargs)  # type: ignore[arg-type]
            if inside and flags & (os.O_WRONLY | os.O_RDWR):
                self._fds.add(fd)
            return fd

        def fake_write(fd: int, data: bytes) -> int:
            if fd in self._fds and (self.full or self.read_only):
                self.refused += 1
                raise OSError(errno.ENOSPC, "No space left on device")
            return real_write(fd, data)

        def fake_replace(src: str | os.PathLike[str], dst: str | os.PathLike[str], **kwargs: object) -> None:
            if os.fspath(dst).startswith(self.folder) and self.read_only:
                self.refused += 1
                raise PermissionError(errno.EROFS, "Read-only file system", os.fspath(dst))
            real_replace(src, dst, **kwargs)  # type: ignore[arg-type]

        def fake_close(fd: int) -> None:
            self._fds.discard(fd)
            real_close(fd)

        monkeypatch.setattr(os, "close", fake_close)
        monkeypatch.setattr(os, "open", fake_open)
        monkeypatch.setattr(os, "write", fake_write)
        monkeypatch.setattr(os, "replace", fake_replace)
