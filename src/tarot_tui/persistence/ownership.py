"""One owner per evening: the process that opens an evening for writing holds an operating-system lock on
``<id>.lock`` beside its save until it lets go (``Ownership.release``) or ends. A crash or a kill frees the
lock with the process, so there is never anything to clean up; a stale ``.lock`` file is only a name.

* POSIX: ``fcntl.flock``, which belongs to the open file: closing some other descriptor of the file does not
  free it (``fcntl``'s record locks would). The process keeps one lock per evening, shared by all its owners.
* Windows: ``msvcrt.locking`` of one byte far past the owner's line, so that line stays readable.

The owner writes one short line into the lock file, ``{"pid": ..., "since": ...}``, so another copy can say
since when the evening is open elsewhere; that line is read bounded and validated, never trusted. Asking
whether someone else owns an evening (``owner_elsewhere``) takes a shared lock for a moment; ``own`` tries a
few times over a tenth of a second so such a look is never mistaken for an owner.

No pydantic and no engine here.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import sys
import threading
import time
import weakref
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from .files import FileProblem, keep_aside, open_plain

LOCK_SUFFIX = ".lock"
MAX_OWNER_BYTES = 256
"""The owner's line is well under this; anything longer is not read."""
_TRIES = 20
_PAUSE = 0.005
_MAX_PID = 2**31 - 1

if sys.platform == "win32":
    import msvcrt

    _WINDOWS_BYTE = 1 << 20
    """The byte locked on Windows: far past the owner's line, which a lock there would make unreadable."""

    def _try_lock(fd: int, *, shared: bool) -> bool:
        os.lseek(fd, _WINDOWS_BYTE, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        os.lseek(fd, _WINDOWS_BYTE, os.SEEK_SET)
        with contextlib.suppress(OSError):
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(fd: int, *, shared: bool) -> bool:
        try:
            fcntl.flock(fd, (fcntl.LOCK_SH if shared else fcntl.LOCK_EX) | fcntl.LOCK_NB)
        except OSError as err:
            if err.errno in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES):
                return False
            raise
        return True

    def _unlock(fd: int) -> None:
        with contextlib.suppress(OSError):
            fcntl.flock(fd, fcntl.LOCK_UN)


@dataclass(frozen=True)
class Owner:
    """Who holds an evening, as far as its lock file says: the process id and since when (UTC), each None
    when the file did not say it in a form that could be trusted."""

    pid: int | None = None
    since: datetime | None = None


class EveningBusy(Exception):
    """The evening is open for writing in another process (another window, terminal or browser tab)."""

    def __init__(self, save: Path, owner: Owner) -> None:
        since = f" since {owner.since.isoformat(timespec='minutes')}" if owner.since is not None else ""
        super().__init__(f"{save.name} is open in another window{since}")
        self.save = save
        self.owner = owner


def lock_path(save: Path) -> Path:
    """The lock file of a save: ``<id>.lock`` for ``<id>.json``."""
    return save.with_suffix(LOCK_SUFFIX)


def _still_named(fd: int, path: Path) -> bool:
    """Whether ``path`` still names the file open as ``fd`` (the last owner removes it as it lets go)."""
    try:
        named = os.stat(path, follow_symlinks=False)
    except OSError:
        return False
    mine = os.fstat(fd)
    return (named.st_dev, named.st_ino) == (mine.st_dev, mine.st_ino)


def _read_owner(fd: int) -> Owner:
    try:
        os.lseek(fd, 0, os.SEEK_SET)
        data = os.read(fd, MAX_OWNER_BYTES + 1)
    except OSError:
        return Owner()
    if len(data) > MAX_OWNER_BYTES:
        return Owner()
    try:
        found = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return Owner()
    if not isinstance(found, dict):
        return Owner()
    pid = found.get("pid")
    if not isinstance(pid, int) or isinstance(pid, bool) or not 0 < pid <= _MAX_PID:
        pid = None
    since = found.get("since")
    moment: datetime | None = None
    if isinstance(since, str) and len(since) <= 40:
        with contextlib.suppress(ValueError, OverflowError):
            moment = datetime.fromisoformat(since)
            if moment.tzinfo is None or not 2000 <= moment.year <= 9000:
                moment = None
    return Owner(pid, moment)


def _close(fd: int) -> None:
    with contextlib.suppress(OSError):
        os.close(fd)


class _Held:
    """The lock this process holds on one lock file, shared by every ``Ownership`` of it in this process."""

    def __init__(self, path: Path, fd: int) -> None:
        self.path = path
        self.fd = fd
        self.count = 0


_held: dict[str, _Held] = {}
_held_lock = threading.Lock()
_dropped: list[_Held] = []
"""Ownerships collected unreleased, let go at the next call (``_let_go``)."""


def _key(path: Path) -> str:
    return os.path.normcase(os.path.abspath(path))


class Ownership:
    """This process owns an evening: only it may write the evening's save and journal, until ``release``.

    Ownership belongs to the process: a second ``own`` of the same evening in this process shares the lock
    (the app opens one table at a time; tests open an evening again in the process that made it), and the lock
    goes when the last of them is released, or with the process."""

    def __init__(self, save: Path, held: _Held) -> None:
        self.save = save
        self.path = held.path
        self._held: _Held | None = held
        # An ownership dropped unreleased (its object collected) is let go at the next ``own`` or look; not in
        # the collector itself, which may run while this module's lock is held.
        self._dropped = weakref.finalize(self, _dropped.append, held)

    @property
    def held(self) -> bool:
        """Still owned (not released)."""
        return self._held is not None

    def release(self) -> None:
        """Let go: when no other ownership of this process holds the evening, the lock file is removed and the
        lock freed (another copy may open the evening now)."""
        held, self._held = self._held, None
        if held is None:
            return
        self._dropped.detach()
        _let_go([held])

    def __enter__(self) -> Ownership:
        return self

    def __exit__(self, *_: object) -> None:
        self.release()


def _let_go(letting: list[_Held]) -> None:
    """Count down the ownerships of each; the last of a lock frees it (and removes its file)."""
    freed: list[_Held] = []
    with _held_lock:
        while _dropped:
            letting.append(_dropped.pop())
        for held in letting:
            held.count -= 1
            if held.count == 0:
                del _held[_key(held.path)]
                freed.append(held)
    for held in freed:
        fd = held.fd
        if sys.platform != "win32" and _still_named(fd, held.path):
            with contextlib.suppress(OSError):
                os.unlink(held.path)  # while still locked: whoever locks the old file next sees it is gone
        _unlock(fd)
        _close(fd)
        if sys.platform == "win32":
            with contextlib.suppress(OSError):  # refused while another copy has it open, which is fine
                os.unlink(held.path)


def own(save: Path) -> Ownership:
    """Take the evening of ``save`` for this process. Raises EveningBusy when another process holds it, and
    OSError when the lock file cannot be made (a read-only folder). A lock file that is not a plain file of its
    own (a link, a folder) is kept aside and a new one made."""
    path = lock_path(save)
    if _dropped:
        _let_go([])
    with _held_lock:
        held = _held.get(_key(path))
        if held is None:
            held = _Held(path, _lock(save, path))
            _held[_key(path)] = held
        held.count += 1
    return Ownership(save, held)


def _lock(save: Path, path: Path) -> int:
    """Lock ``path`` for this process; returns its descriptor (see ``own``)."""
    for attempt in range(_TRIES):
        try:
            fd = open_plain(path, os.O_RDWR | os.O_CREAT)
        except FileProblem as err:
            if not err.keep_aside or attempt:
                raise
            keep_aside(path, path.parent)
            continue
        try:
            if not _try_lock(fd, shared=False):
                owner = _read_owner(fd)
                _close(fd)
                if attempt == _TRIES - 1:
                    raise EveningBusy(save, owner)
                time.sleep(_PAUSE)  # perhaps only a look (``owner_elsewhere``): try again in a moment
                continue
            if not _still_named(fd, path):  # the last owner removed it just before we locked it: again
                _unlock(fd)
                _close(fd)
                continue
        except BaseException:
            _close(fd)
            raise
        line = json.dumps({"pid": os.getpid(), "since": datetime.now(UTC).replace(microsecond=0).isoformat()})
        with contextlib.suppress(OSError):  # the lock holds without its line (a full disk)
            os.ftruncate(fd, 0)
            os.lseek(fd, 0, os.SEEK_SET)
            os.write(fd, line.encode("ascii"))
        return fd
    raise EveningBusy(save, Owner())


def owner_elsewhere(save: Path) -> Owner | None:
    """Who holds the evening of ``save``, when another process holds it; None when nobody does, or this
    process. Takes nothing and never raises."""
    if _dropped:
        _let_go([])
    with _held_lock:
        if _key(lock_path(save)) in _held:
            return None
    try:
        fd = open_plain(lock_path(save), os.O_RDONLY)
    except OSError:
        return None  # no lock file (nobody holds it), or one that no copy of the game could have locked
    try:
        if _try_lock(fd, shared=True):
            _unlock(fd)
            return None
        owner = _read_owner(fd)
        # This process letting go of it (forgotten, its lock not freed yet): a scan on another thread is not
        # another window. A live lock carries its holder's line, and no other live process has this pid.
        return None if owner.pid == os.getpid() else owner
    except OSError:
        return None
    finally:
        _close(fd)


class Owning:
    """An evening's ownership over the life of the object that writes it: taken when first needed (a new
    evening's first save) unless given when it was opened, let go once by ``close``, and never taken again
    after that (a closed evening may have been opened and changed by another window since)."""

    def __init__(self, owner: Ownership | None = None) -> None:
        self._owner = owner
        self._closed = False

    def ensure(self, save: Path) -> None:
        """Make sure this process owns the evening of ``save`` before writing it. Raises OSError when it may
        not write: another process owns it (``errno.EBUSY``, the EveningBusy as its cause), it was closed
        (``errno.EBADF``), or the lock cannot be made."""
        if self._owner is not None and self._owner.held:
            return
        if self._closed:
            raise OSError(errno.EBADF, "the evening was closed in this window")
        try:
            self._owner = own(save)
        except EveningBusy as err:
            raise OSError(errno.EBUSY, str(err)) from err

    def close(self) -> None:
        """Let go of the evening for good."""
        self._closed = True
        owner, self._owner = self._owner, None
        if owner is not None:
            owner.release()
