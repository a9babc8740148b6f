"""Parser for rulebooks in reStructuredText (``format = "rst"``), as a project's documentation site keeps them.

docutils reads the section tree: a title is a line under- (and perhaps over-) lined with punctuation, its level the
order in which each style first appears — which only a reader of the whole document can tell from a definition
list's term ("Fold" over an indented "Draw 2 fold cards.") or a literal block. Each section runs from its title's
first line (the overline, if any) to the next title of any level, verbatim; the tree, keys and FAQ entries are
:mod:`rulesqa.corpus.outline`'s. A single top-level title names the document and its own text — a field list of
facts (":Players: 2-5") — is its first unit. A ".. contents::" directive (a table of contents the site builds) is
kept out of the rules.

docutils only reads here: no file is included, no raw HTML passed on, no configuration file read, no substitution
resolved, nothing reported on stderr. A text it cannot read, or with a line longer than it reads, is read as
plain text, with a warning that says so.
"""

from __future__ import annotations

import re

from rulesqa.corpus import plain
from rulesqa.corpus.model import ParsedDocument, SourceLine, split_lines
from rulesqa.corpus.outline import Heading, add_titled_sections, kept_out
from rulesqa.errors import CorpusError

PARSER_VERSION = 2  # 2: substitutions are not resolved (a title keeps its |name| as written)

# docutils reads, and nothing more: no includes, no raw output, no config files, no reports
_SETTINGS = {
    "file_insertion_enabled": False, "raw_enabled": False, "_disable_config": True, "report_level": 5,
    "halt_level": 5, "warning_stream": False, "doctitle_xform": False, "docinfo_xform": False,
    "sectsubtitle_xform": False, "input_encoding": "unicode", "syntax_highlight": "none",
}
# docutils' own limit (its "line_length_limit" setting, a guard against texts that would take it too long): a text
# with a longer line is read as plain text, whose headings are read by their underlines too
_LINE_LENGTH_LIMIT = 10_000
# a substitution definition (".. |name| replace:: …"): docutils resolves them into each other, and nested ones take
# it time exponential in their depth (364 bytes of 9 levels ran past 150 s). Only the titles are read from docutils
# (a unit's text is the file's own lines), so each definition is handed to it as a comment of the same length
_SUBSTITUTION = re.compile(r"^([ \t]*\.\.[ \t]+)\|", re.M)
# the directive that asks the site for a table of contents
_CONTENTS = re.compile(r"^\.\.[ \t]+contents::", re.I)


def _headings(text: str, lines: list[SourceLine]) -> list[Heading]:
    """The document's section titles, as docutils reads them: level, words, 0-based index of its first line."""
    from docutils import nodes
    from docutils.core import publish_doctree

    tree = publish_doctree(_SUBSTITUTION.sub(r"\1 ", text), settings_overrides=_SETTINGS)
    found: list[Heading] = []
    for section in tree.findall(nodes.section):
        title = section[0] if len(section) and isinstance(section[0], nodes.title) else None
        if title is None or title.line is None:
            continue
        level = sum(1 for parent in _parents(section) if isinstance(parent, nodes.section)) + 1
        start = title.line - 2  # docutils gives the line under the title's words (1-based)
        adornment = lines[title.line - 1].text.strip() if title.line - 1 < len(lines) else ""
        if start > 0 and adornment and lines[start - 1].text.strip() == adornment:
            start -= 1  # an overline, as under the title
        found.append(Heading(level, " ".join(title.astext().split()), max(start, 0)))
    return sorted(found, key=lambda heading: heading.start)


def _parents(node: object) -> list[object]:
    out = []
    parent = getattr(node, "parent", None)
    while parent is not None:
        out.append(parent)
        parent = getattr(parent, "parent", None)
    return out


def _as_plain(text: str, path: str, why: str) -> ParsedDocument:
    doc = plain.parse(text, path=path)
    doc.warnings.insert(0, f"{path}: {why}; read as plain text")
    return doc


def parse(text: str, *, path: str = "") -> ParsedDocument:
    lines = split_lines(text)
    if not any(line.text.strip() for line in lines):
        raise CorpusError("the file has no text", path=path)
    if any(len(line.text) > _LINE_LENGTH_LIMIT for line in lines):
        return _as_plain(text, path, f"a line is longer than docutils reads ({_LINE_LENGTH_LIMIT:,} characters)")
    try:
        headings = _headings(text, lines)
    except Exception as error:  # docutils' own failures on a text it cannot read
        return _as_plain(text, path, f"docutils could not read it as reStructuredText ({type(error).__name__})")
    doc = ParsedDocument(sections=[])
    lines = kept_out(doc, lines, [line for line in lines if _CONTENTS.match(line.text)], "toc")
    add_titled_sections(doc, lines, headings, path=path, kind="rst",
                        no_headings="no section titles (a line underlined with '====='); the whole file is one unit. "
                                    "Underline a line to make each rule citable on its own")
    return doc
