"""Regular expressions compiled when first used, not when their module is imported.

The topic and answer-type modules keep a few hundred patterns; compiling them all costs a one-question process
about 0.1 s, while one question uses about half. A :class:`LazyPattern` is written where ``re.compile`` would be and
used the same way; its ``pattern`` and ``flags`` are there without compiling (patterns are built from others'
text).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any


class LazyPattern:
    """``re.compile(pattern, flags)``, compiled on its first match."""

    __slots__ = ("_compiled", "flags", "pattern")

    def __init__(self, pattern: str, flags: int | re.RegexFlag = 0):
        self.pattern = pattern
        self.flags = int(flags)
        self._compiled: re.Pattern[str] | None = None

    @property
    def compiled(self) -> re.Pattern[str]:
        if self._compiled is None:
            self._compiled = re.compile(self.pattern, self.flags)
        return self._compiled

    def search(self, string: str, pos: int = 0, endpos: int = 2**63 - 1) -> re.Match[str] | None:
        return self.compiled.search(string, pos, endpos)

    def match(self, string: str, pos: int = 0, endpos: int = 2**63 - 1) -> re.Match[str] | None:
        return self.compiled.match(string, pos, endpos)

    def fullmatch(self, string: str, pos: int = 0, endpos: int = 2**63 - 1) -> re.Match[str] | None:
        return self.compiled.fullmatch(string, pos, endpos)

    def finditer(self, string: str, pos: int = 0, endpos: int = 2**63 - 1) -> Iterator[re.Match[str]]:
        return self.compiled.finditer(string, pos, endpos)

    def findall(self, string: str, pos: int = 0, endpos: int = 2**63 - 1) -> list[Any]:
        return self.compiled.findall(string, pos, endpos)

    def split(self, string: str, maxsplit: int = 0) -> list[str | Any]:
        return self.compiled.split(string, maxsplit)

    def sub(self, repl: str | Callable[[re.Match[str]], str], string: str, count: int = 0) -> str:
        return self.compiled.sub(repl, string, count)

    def subn(self, repl: str | Callable[[re.Match[str]], str], string: str, count: int = 0) -> tuple[str, int]:
        return self.compiled.subn(repl, string, count)

    @property
    def groups(self) -> int:
        return self.compiled.groups

    @property
    def groupindex(self) -> Any:
        return self.compiled.groupindex

    def __repr__(self) -> str:
        return f"LazyPattern({self.pattern!r}, {self.flags})"


#: Either kind, for annotations
Pattern = re.Pattern[str] | LazyPattern


def lazy(pattern: str, flags: int | re.RegexFlag = 0) -> LazyPattern:
    return LazyPattern(pattern, flags)


def compiled(value: object) -> re.Pattern[str] | None:
    """The compiled pattern of ``value`` (a pattern or a lazy one), else None: for tools that collect patterns."""
    if isinstance(value, LazyPattern):
        return value.compiled
    return value if isinstance(value, re.Pattern) else None
