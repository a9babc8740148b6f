"""Injecting file-system failures into an index save: the Nth operation fails, or the disk fills up."""

from __future__ import annotations

import builtins
import errno
import os
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

import rulesqa.ingest


class Faults:
    """Counts open/write/fsync/rename/replace/mkdir calls while active; fails the chosen ones."""

    def __init__(self, fail_at: int | None = None, always: bool = False, space: int | None = None):
        self.fail_at = fail_at
        self.always = always
        self.space = space
        self.count = 0
        self.written = 0
        self.active = False
        self.failed = False

    def tick(self, what: str) -> None:
        if not self.active:
            return
        self.count += 1
        if self.fail_at is not None and (self.count == self.fail_at or (self.always and self.count > self.fail_at)):
            self.failed = True
            raise OSError(errno.EIO, f"injected failure of {what} (operation {self.count})")

    def wrote(self, size: int) -> None:
        if not self.active or self.space is None:
            return
        if self.written + size > self.space:
            self.failed = True
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        self.written += size


class _File:
    def __init__(self, handle: Any, faults: Faults):
        self._handle = handle
        self._faults = faults

    def write(self, data: Any) -> int:
        self._faults.tick("write")
        self._faults.wrote(len(data))
        return int(self._handle.write(data))

    def __enter__(self) -> _File:
        return self

    def __exit__(self, *exc: object) -> None:
        self._handle.close()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._handle, name)

    def __iter__(self) -> Iterator[Any]:
        return iter(self._handle)


@contextmanager
def injected(monkeypatch: pytest.MonkeyPatch, faults: Faults) -> Iterator[Faults]:
    """Patch the file operations, active only while the ingest writes its index."""
    real_open, real_fsync, real_rename = builtins.open, os.fsync, os.rename
    real_replace, real_mkdir = os.replace, os.mkdir

    def fake_open(file: Any, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
        faults.tick("open")
        handle = real_open(file, mode, *args, **kwargs)
        return _File(handle, faults) if any(c in mode for c in "wa+") and faults.active else handle

    def counted(name: str, real: Any) -> Any:
        def call(*args: Any, **kwargs: Any) -> Any:
            faults.tick(name)
            return real(*args, **kwargs)

        return call

    monkeypatch.setattr(builtins, "open", fake_open)
    monkeypatch.setattr(os, "fsync", counted("fsync", real_fsync))
    monkeypatch.setattr(os, "rename", counted("rename", real_rename))
    monkeypatch.setattr(os, "replace", counted("replace", real_replace))
    monkeypatch.setattr(os, "mkdir", counted("mkdir", real_mkdir))
    real_write_index = rulesqa.ingest.write_index

    def write_index(*args: Any, **kwargs: Any) -> Any:
        faults.active = True
        try:
            return real_write_index(*args, **kwargs)
        finally:
            faults.active = False

    monkeypatch.setattr(rulesqa.ingest, "write_index", write_index)
    try:
        yield faults
    finally:
        monkeypatch.undo()
