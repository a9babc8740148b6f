"""The page's own words in English and Russian: data files (``strings/en.json``, ``strings/ru.json``), and which
of them a browser asks for (``Accept-Language``, or the ``ui`` the reader chose with the toggle)."""

from __future__ import annotations

import functools
import json
from importlib import resources

LANGS = ("en", "ru")
DEFAULT = "en"


@functools.cache
def strings(lang: str) -> dict[str, str]:
    """The interface's words in ``lang`` (``en`` or ``ru``)."""
    text = resources.files("rulesqa.web").joinpath("strings", f"{lang}.json").read_text(encoding="utf-8")
    words: dict[str, str] = json.loads(text)
    return words


def ui_language(accept_language: str | None, chosen: str | None = None) -> str:
    """``chosen`` when it is ``en`` or ``ru``; else the first of them the browser's ``Accept-Language`` prefers
    (by its q-values, then its order); else English."""
    if chosen in LANGS:
        return chosen
    best: tuple[float, int, str] | None = None
    for position, part in enumerate((accept_language or "").split(",")[:32]):
        tag, _, params = part.strip().partition(";")
        base = tag.strip().lower().split("-", 1)[0]
        if base not in LANGS:
            continue
        weight = 1.0
        for param in params.split(";"):
            name, _, value = param.strip().partition("=")
            if name == "q":
                try:
                    weight = float(value)
                except ValueError:
                    weight = 0.0
        if weight > 0 and (best is None or (-weight, position) < (-best[0], best[1])):
            best = (weight, position, base)
    return best[2] if best else DEFAULT
