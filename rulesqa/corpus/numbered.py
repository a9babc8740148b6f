"""Parser for comprehensive-rules documents (``format = "numbered"``).

Recognised lines (after leading whitespace)::

    Часть 3. Этапы и фазы игры     part            -> key "part-3"
    1. Game Concepts               top heading     -> key "1"   (one digit: a part)
    208. Герои                     section heading -> key "208"
    5.0 OPERATIONS                 section heading -> key "5.0" (the "N.0" of board wargames: 5.1 is in it)
    [4.11] Entering a hill …       case            -> key "4.11", parent "4.1" (the case system of wargames:
                                                      4.11 follows 4.1; in "4.9, 4.10, 4.11" it is 4.10's sibling)
    208.3. Для использования ...   rule            -> key "208.3", parent "208"
    100.1a A two-player game ...   subrule         -> key "100.1a", parent "100.1"
    Раздел 2. Подготовка / 2.1.    part and rule   -> key "2.1", parent "part-2" (the part numbered as the rule)
    ПРИМЕР. / Example: ...         any other line  -> continues the unit above

Full documents also have a preamble (kept as an ``intro`` unit), a table of
contents (the run of headings that the body repeats later, kept out of the
rules), a glossary (one unit per term, keys ``glossary/<term>``) and credits
(kept out of the rules).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rulesqa.corpus.model import NonRule, ParsedDocument, Section, SourceLine, UniqueKeys, split_lines
from rulesqa.errors import CorpusError
from rulesqa.text import slugify

# 2: a named rule's name in its label ("4.4 Guard"); one-line "Term: definition" glossary entries
# 3: a numbered glossary heading ("7. Словарь"); one-line "Term — definition" glossary entries
# 4: "5.0 OPERATIONS" heads the rules 5.x; "2.1." under "Раздел 2. Подготовка" is in that part
# 5: a glossary headed by its terms ("6. Термины", "Terms", "Definitions")
# 6: sections and rules numbered with a section sign ("§4 The Turn", "§4.2 The actions are:")
# 7: numbers in brackets ("[4.0] MOVEMENT", "[4.1] …"); a wargame's case "4.11" right after 4.1 is in 4.1
PARSER_VERSION = 7

PART = re.compile(r"^(?P<word>Часть|Part|Chapter|Глава|Раздел)\s+(?P<number>\d{1,3})\.?(?:\s+(?P<title>\S.*))?$", re.I)
# A heading's title is not a sentence: "1. Shuffle your deck." inside a rule is a list item.
HEADING = re.compile(r"^(?P<number>\d{1,4})\.\s+(?P<title>[^\d\s].*[^.;:,]|[^\d\s.;:,])$")
RULE = re.compile(r"^(?P<number>\d{1,4}(?:\.\d{1,4})+(?:[a-zа-я](?![a-zа-я]))?)\.?(?=\s|$)\s*(?P<body>.*)$")
GLOSSARY = re.compile(r"^(glossary|glossary of terms|terms|key terms|definitions|глоссарий|словарь терминов|словарь|"
                      r"термины|основные термины|определения)$", re.I)
CREDITS = re.compile(r"^(credits|авторы|благодарности|создатели)$", re.I)
CONTENTS = re.compile(r"^(contents|table of contents|содержание|оглавление)$", re.I)
# a rule that opens with its name in title case, as in "4.4 Guard. Until the start of …" or "1.2 Can't Beats Can. …":
# the name goes into the label. Not a sentence ("303.1. Dust cards produce stardust. …" has lower-case words), and
# never Russian, where a name ("Слабость первого хода.") cannot be told from a short sentence.
_SMALL_WORD = r"(?:of|the|and|or|a|an|in|on|at|to|for|with|vs)"
_NAMED = re.compile(rf"(?P<name>[A-Z][\w'’-]*+(?:\s+(?:{_SMALL_WORD}\s+)*[A-Z][\w'’-]*+){{0,4}})\.\s+\S")
# the "N.0" heading of a section in the numbering of board wargames ("5.0 OPERATIONS", "3.0 Setup"): a title, not
# a sentence (no full stop, a few words), which the rules N.1, N.2, … stand under
_SECTION_ZERO = re.compile(r"^\d{1,3}\.0\.?\s+[^\W\d_][^.;:!?]{0,60}$")
# the section sign of legal-style numbering ("§4 The Turn", "§ 4.2 …") and the brackets of a wargame's ("[4.0]
# MOVEMENT", "[4.11] Entering …"): they say the number is a section's, so a heading after them needs no full stop
# ("§1 Overview"); the number without them is the key ("§4.2" is rule 4.2, "[4.11]" rule 4.11)
_NUMBER_MARKS = re.compile(r"^(?:§\s?(?=\d)|\[(?=\d{1,4}(?:\.\d{1,4})*[a-zа-я]?\]))(?P<number>[^\]\s]*)\]?")
_SIGNED_HEADING = re.compile(r"^(?P<number>\d{1,4})\.?\s+(?P<title>[^\d\s].*[^.;:,]|[^\d\s.;:,])$")
# a glossary entry on one line: "Adjacent: two hexes that share an edge.", "Тундра — поле, где пасутся мамонты."
_INLINE_TERM = re.compile(r"(?P<term>[^:\s][^:]{0,48}?)(?:\s*:|\s+[—–-])\s+\S")


_DOT_LEADER = re.compile(r"(?<![.…·])(?<![.…·][ \t])(?:[ \t]?[.…·]){4,}+[ \t]*+\d{1,4}[ \t]*$")


@dataclass
class _Line:
    source: SourceLine
    kind: str  # part | heading | rule | glossary | credits | contents | text | blank
    number: str = ""
    title: str = ""
    unmarked: str = ""  # the line's text without the marks around its number (see _unmarked)


def _unmarked(text: str) -> str:
    """``text`` with its number out of the marks around it: "§4.2 The actions" and "[4.2] The actions" are
    "4.2 The actions"."""
    return _NUMBER_MARKS.sub(r"\g<number>", text, count=1)


def looks_like(text: str) -> bool:
    """True when a good share of the lines are numbered rules (for format detection)."""
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    if not lines:
        return False
    # (a table of contents' entries, "1.1 Setup . . . . 3", are numbered lines of a PDF's text, not rules)
    rules = sum(1 for ln in lines if RULE.match(_unmarked(ln)) and not _DOT_LEADER.search(ln))
    return rules >= 3 and rules >= 0.2 * len(lines)


def _classify(line: SourceLine) -> _Line:
    text = line.text.strip()
    if not text:
        return _Line(line, "blank")
    for kind, pattern in (("glossary", GLOSSARY), ("credits", CREDITS), ("contents", CONTENTS)):
        if pattern.match(text):
            return _Line(line, kind)
    if m := PART.match(text):
        return _Line(line, "part", f"part-{int(m['number'])}", text)
    numbered = _unmarked(text)
    heading = _SIGNED_HEADING if numbered != text else HEADING
    if _SECTION_ZERO.match(numbered):
        return _Line(line, "heading", numbered.split(None, 1)[0].rstrip("."), text)
    if m := RULE.match(numbered):
        return _Line(line, "rule", m["number"], text, unmarked=numbered)
    if m := heading.match(numbered):
        if GLOSSARY.match(m["title"].strip()):  # "7. Словарь": the glossary, numbered as the sections before it
            return _Line(line, "glossary")
        return _Line(line, "heading", str(int(m["number"])), text)
    return _Line(line, "text")


def _toc_range(lines: list[_Line]) -> range:
    """The table of contents: from the first heading up to where the body repeats it.

    Only headings (and glossary/credits entries) may sit in between; a rule
    line there means it is not a table of contents.
    """
    first = next((i for i, ln in enumerate(lines) if ln.kind in ("heading", "part")), None)
    if first is None:
        return range(0)
    for j in range(first + 1, len(lines)):
        ln = lines[j]
        if ln.kind == "rule":
            return range(0)
        if ln.kind == lines[first].kind and ln.number == lines[first].number:
            return range(first, j)
    return range(0)


def parse(text: str, *, path: str = "") -> ParsedDocument:
    lines = [_classify(ln) for ln in split_lines(text)]
    if not any(ln.kind == "rule" for ln in lines):
        raise CorpusError(
            "no numbered rules such as '208.3. …' or '100.1a …' were found; "
            "set format = \"markdown\" or \"guide\" for this file in corpus.toml",
            path=path,
        )
    doc = ParsedDocument(sections=[])
    toc = _toc_range(lines)
    if toc:
        start = toc.start
        # a "Contents" line just above the table belongs to it
        while start > 0 and lines[start - 1].kind in ("contents", "blank"):
            start -= 1
        toc = range(start, toc.stop)
        doc.non_rules.append(NonRule("toc", [ln.source for ln in lines[toc.start:toc.stop] if ln.kind != "blank"]))

    builder = _Builder(doc, path)
    region = "body"
    for i, ln in enumerate(lines):
        if i in toc:
            continue
        if ln.kind == "glossary" and region == "body":
            region = "glossary"
            builder.open(ln.source, "glossary", "glossary", ln.source.text.strip(), parent=None)
            continue
        if ln.kind == "credits" and region != "credits":
            region = "credits"
            builder.close()
            doc.non_rules.append(NonRule("back-matter", [ln.source]))
            continue
        if region == "credits":
            if ln.kind != "blank":
                doc.non_rules[-1].lines.append(ln.source)
            continue
        if region == "glossary":
            builder.glossary_line(ln)
            continue
        builder.body_line(ln)
    builder.close()
    return doc


def _rule_title(line: _Line) -> str:
    """A rule's title: its number, and its name when it opens with one ("4.4 Guard")."""
    body = line.unmarked[len(line.number):].lstrip(". ")
    named = _NAMED.match(body)
    return f"{line.number} {named['name']}" if named else line.number


class _Builder:
    """Accumulates units in source order; one open unit at a time."""

    def __init__(self, doc: ParsedDocument, path: str):
        self.doc = doc
        self.current: Section | None = None
        self.keys = UniqueKeys(doc, path)
        self.part: str | None = None
        self.top_heading: str | None = None
        self.glossary_term_open = False
        self.inline_terms = False  # the open glossary entry was a one-line "Term: definition"
        self.parents: dict[str, str | None] = {}
        self.last_rule: str | None = None

    def open(self, line: SourceLine, key: str, kind: str, label: str, parent: str | None,
             number: str | None = None) -> Section:
        self.close()
        key = self.keys.claim(key, line.number)
        self.parents[key] = parent
        self.current = Section(key=key, label=label, kind=kind, lines=[line], parent=parent, number=number)
        return self.current

    def close(self) -> None:
        if self.current is not None:
            while self.current.lines and not self.current.lines[-1].text.strip():
                self.current.lines.pop()
            self.doc.sections.append(self.current)
            self.current = None

    def _known(self, key: str | None) -> str | None:
        return key if key is not None and key in self.keys else None

    def body_line(self, ln: _Line) -> None:
        if ln.kind == "part":
            self.part = ln.number
            self.top_heading = None
            self.open(ln.source, ln.number, "part", ln.title, parent=None, number=ln.number)
        elif ln.kind == "heading":
            if len(ln.number) == 1:  # "1. Game Concepts": a part of the document
                self.top_heading = ln.number
                self.open(ln.source, ln.number, "part", ln.title, parent=self._known(self.part), number=ln.number)
            else:
                parent = self._known(self.top_heading) or self._known(self.part)
                self.open(ln.source, ln.number, "heading", ln.title, parent=parent, number=ln.number)
        elif ln.kind == "rule":
            rule = self.open(ln.source, ln.number, "rule", _rule_title(ln), parent=self._rule_parent(ln.number),
                             number=ln.number)
            self.last_rule = rule.key
        elif self.current is None:
            if ln.kind == "blank":
                return
            self.open(ln.source, "intro", "intro", "Introduction", parent=None)
        else:
            self.current.lines.append(ln.source)

    def _rule_parent(self, number: str) -> str | None:
        if number[-1].isalpha():
            return self._known(number[:-1])
        head, _, last = number.rpartition(".")
        if case_of := self._case_of(head, last):
            return case_of
        if "." in head:
            return self._known(head)
        # 5.1 is in "5.0 OPERATIONS" where the document numbers its sections so, and 2.1 in the part the document
        # is in when that part is numbered 2 ("Раздел 2. Подготовка"); "Часть 3." holds the rules 301.1, 302.1, …
        part = f"part-{int(head)}"
        return self._known(head) or self._known(f"{head}.0") or (self._known(part) if self.part == part else None)

    def _case_of(self, head: str, last: str) -> str | None:
        """The rule a wargame's case is in: "4.11" and "4.12" in "4.1" when they follow it ("4.1, 4.11, 4.12, 4.2",
        as the case system numbers them); "4.11" after "4.9, 4.10" is the rule after 4.10, as counting goes."""
        if len(last) < 2 or not last.isdigit():
            return None
        rule = self._known(f"{head}.{last[:-1]}")
        if rule is None:
            return None
        before = self.last_rule
        while before is not None and before != rule:
            before = self.parents.get(before)
        return rule if before == rule else None

    def glossary_line(self, ln: _Line) -> None:
        if ln.kind == "blank":
            self.glossary_term_open = False
            if self.current is not None:
                self.current.lines.append(ln.source)
            return
        inline = _INLINE_TERM.match(ln.source.text.strip())
        # a term on a line of its own opens an entry its next lines define; one-line entries follow each other
        if not self.glossary_term_open or (inline and self.inline_terms):
            line = ln.source.text.strip()
            term = inline["term"] if inline else line
            slug = slugify(term) or "term"
            self.open(ln.source, f"glossary/{slug}", "glossary-term", term, parent="glossary")
            self.glossary_term_open = True
            self.inline_terms = inline is not None
        else:
            assert self.current is not None
            self.current.lines.append(ln.source)
