"""Consoles that never pass a rule text's control characters to the terminal.

A rulebook is text from anywhere: an escape sequence in it (ESC, a C1 control, a backspace, a carriage return)
would move the cursor, recolour, retitle or hide what the terminal shows, or forge the verdict printed after it.
Every console the commands print with carries a render hook that shows each such character as its visible
picture (ESC as ␛, U+241B) before rich styles the text: one character for one, so styles stay where they were.
``--json`` output is safe without it (JSON escapes control characters).
"""

from __future__ import annotations

from typing import Any

from rich.console import Console, ConsoleRenderable, RenderHook
from rich.table import Table
from rich.text import Text

_KEPT = frozenset("\n\t")
# C0 controls as their Unicode control pictures (U+2400 + code), DEL as ␡, the C1 controls as the replacement mark
_VISIBLE = {code: chr(0x2400 + code) for code in range(0x20) if chr(code) not in _KEPT}
_VISIBLE[0x7F] = "\u2421"
_VISIBLE.update({code: "\ufffd" for code in range(0x80, 0xA0)})


def visible(text: str) -> str:
    """``text`` with every control character but newline and tab shown as a visible character in its place."""
    return text.translate(_VISIBLE)


def _cleaned(renderable: Any) -> Any:
    if isinstance(renderable, Text):
        plain = renderable.plain
        shown = visible(plain)
        if shown != plain:
            renderable.plain = shown  # the same length: its styles' spans still fit
    elif isinstance(renderable, Table):
        for column in renderable.columns:
            column._cells[:] = [_cleaned(cell) for cell in column._cells]
    elif isinstance(renderable, str):
        return visible(renderable)
    return renderable


class _ShowControls(RenderHook):
    def process_renderables(self, renderables: list[ConsoleRenderable]) -> list[ConsoleRenderable]:
        return [_cleaned(r) for r in renderables]


#: ``--color``: "auto" colours a terminal unless ``NO_COLOR`` is set; "always" colours even a pipe (and wins over
#: ``NO_COLOR``, as a flag does); "never" prints no escape sequence at all
COLOR_MODES = ("auto", "always", "never")


class SafeConsole(Console):
    """A rich Console that shows control characters instead of sending them, and that can be told how to colour
    after it was made (the commands' consoles exist before ``--color`` is read)."""

    def __init__(self, **options: Any):
        self.given = options
        super().__init__(**options)
        self.push_render_hook(_ShowControls())

    def use_color(self, mode: str) -> None:
        """Colour as ``mode`` says (one of :data:`COLOR_MODES`)."""
        if mode not in COLOR_MODES:
            raise ValueError(f"colour mode {mode!r} is not one of {', '.join(COLOR_MODES)}")
        options = dict(self.given)
        if mode == "always":
            options.update(force_terminal=True, no_color=False, color_system=options.get("color_system") or "standard")
        elif mode == "never":
            options.update(color_system=None, no_color=True)
        Console.__init__(self, **options)
        self.push_render_hook(_ShowControls())


def console(**options: Any) -> SafeConsole:
    """A rich Console (``options`` as rich takes them) that shows control characters instead of sending them."""
    return SafeConsole(**options)

