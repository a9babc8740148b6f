"""Paragraph blocks: runs of non-blank source lines."""

from __future__ import annotations

from collections.abc import Iterable

from rulesqa.corpus.model import SourceLine


def split_blocks(lines: Iterable[SourceLine]) -> list[list[SourceLine]]:
    """Group lines into blocks separated by blank (whitespace-only) lines."""
    blocks: list[list[SourceLine]] = []
    current: list[SourceLine] = []
    for line in lines:
        if line.text.strip():
            current.append(line)
        elif current:
            blocks.append(current)
            current = []
    if current:
        blocks.append(current)
    return blocks


def block_text(block: list[SourceLine]) -> str:
    return " ".join(line.text.strip() for line in block)


def join_blocks(blocks: Iterable[list[SourceLine]]) -> list[SourceLine]:
    """Concatenate blocks into one line list, a blank line between blocks."""
    out: list[SourceLine] = []
    for block in blocks:
        if out:
            out.append(SourceLine(block[0].number - 1 if block else 0, ""))
        out.extend(block)
    return out
