"""Reading the small files rulesqa is handed — corpus.toml, a scenario, the index's ``CURRENT`` — with bounds.

A name can lead to a FIFO or a device, where reading blocks forever (``CURRENT`` made a FIFO hung every `ask`);
TOML nested a thousand deep makes :mod:`tomllib` recurse until Python gives up (a RecursionError, exit 70). Each is
refused here with a :class:`ValueError` that says what is wrong, which the callers turn into their own errors.
"""

from __future__ import annotations

import os
import stat
import tomllib
from pathlib import Path
from typing import Any

#: No settings file of rulesqa needs more than a few levels; 32 leaves room and stays far from the recursion limit.
MAX_TOML_DEPTH = 32
#: corpus.toml, scenarios and index pointers are a few KB; a larger one is not what it claims to be.
MAX_SMALL_FILE = 16 * 1024 * 1024


def read_regular(path: Path, limit: int = MAX_SMALL_FILE) -> bytes:
    """The bytes of a regular file, at most ``limit`` of them. Opened without blocking, so a FIFO or a device is
    refused (ValueError) instead of read; a missing file raises FileNotFoundError as ``open`` does."""
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise ValueError("is not a regular file")
        os.set_blocking(fd, True)
        with os.fdopen(fd, "rb", closefd=False) as handle:
            data = handle.read(limit + 1)
    finally:
        os.close(fd)
    if len(data) > limit:
        raise ValueError(f"is larger than {limit // (1024 * 1024)} MB")
    return data


def depth(value: object) -> int:
    """How deep tables and arrays nest in a parsed TOML value (a plain value is 0)."""
    deepest, todo = 0, [(value, 1)]
    while todo:
        item, level = todo.pop()
        children = item.values() if isinstance(item, dict) else item if isinstance(item, list) else None
        if children is None:
            continue
        deepest = max(deepest, level)
        todo.extend((child, level + 1) for child in children)
    return deepest


def parse_toml(text: str) -> dict[str, Any]:
    """:func:`tomllib.loads`, with nesting bounded: ValueError past :data:`MAX_TOML_DEPTH` levels, and
    :class:`tomllib.TOMLDecodeError` for text that is not TOML, as tomllib raises it."""
    try:
        data = tomllib.loads(text)
    except RecursionError:
        raise ValueError(f"nests tables or arrays more than {MAX_TOML_DEPTH} levels deep") from None
    if depth(data) > MAX_TOML_DEPTH:
        raise ValueError(f"nests tables or arrays more than {MAX_TOML_DEPTH} levels deep")
    return data
