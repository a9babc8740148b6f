"""Sections -> chunks: one chunk per citable unit, with its citation id and label path.

Ids are ``<doc-id>/<key>`` where the key comes from the unit's own number or
heading (``card-game-rules/208.3``, ``h3-deck-building/1/empty-deck``), never
from its position or from other units' text, so editing one unit leaves
every other id as it was.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the parsers are for ingest; answering a question never loads them
    from rulesqa.corpus.loader import Document

LABEL_SEPARATOR = " › "
PART_MARK = "~p"  # a section cut into parts: "setup", "setup~p2", … (rulesqa.corpus.sizing)
# a numbered rule's title: its number, and its name when it has one ("4.4 Guard")
_RULE_NUMBER_TITLE = re.compile(r"\d+(?:\.\d+)+[a-zа-я]?\.?(?:\s|$)")
# a sentence's end, before any closing quote or Markdown emphasis: "*A game for 1 to 4 players.*" says something
_SENTENCE_END = re.compile(r"[.!?…][\"”»)*_]*\s*$")
# a sentence that ends within a line: "*A light family game of kites. 2–5 players · 30 minutes*" says something though
# the line ends with no stop
_SENTENCE_WITHIN = re.compile(r"[^\W\d_][.!?…][\"”»)*_]*\s+\S")
# … and a line of as many words as a sentence has, though it ends with none of its stops: a subtitle ("A game of rags,
# water and paper for 2 to 4 millers"), not a heading's few words of description ("How the AI casts complex Spells")
_SENTENCE_WORDS = 8
# … or a fact of the game on a line of its own, a name and a value with a number: ":Players: 2-5" (a field list under a
# reStructuredText title), ":players: 2-4" (AsciiDoc's attributes), "**Time:** 15 minutes", "Игроков: 2–5"
_FACT_LINE = re.compile(r"^[:*_]{0,2}[^\W\d_][\w '’-]{0,30}?[*_]{0,2}:[*_]{0,2}[ \t]{0,4}[^\n]{0,40}?\d")
_WORD = re.compile(r"\w+")
# what some rulebooks open a heading with before its words: a picture or a mark ("🧭 Setup", "★ Solo Game", "» Tips")
_DECORATION = re.compile(r"^[^\w«\"'“„(\[]+(?=\w)")
# … and the marks some close it with, after a space: "*** SETUP ***", "== Setup ==", "★ Solo ★"
_CLOSING_DECORATION = re.compile(r"(?<=[\w)])[ \t]+[*=#~★☆✦•·»_+–—-]{1,20}[ \t]*$")


def bare_title(title: str) -> str:
    """``title`` without the pictures or marks it opens (and closes) with: "🧭 Setup" and "*** SETUP ***" are
    "Setup" and "SETUP"."""
    return _CLOSING_DECORATION.sub("", _DECORATION.sub("", title.strip()))


# a section of rules only some games use: "Variants", "Advanced Variant", "3. Optional rules", "Вариант для двоих",
# "Усложнённый вариант", "Дополнительные правила", and a game for some number of players: "Solo Game", "SOLO PLAY",
# "Two-Player Game", "FIVE PLAYERS",
# "With six players", "Одиночная игра", "Игра впятером", "Для пяти игроков" (not "for 2 to 4 players": every game),
# and a game in teams: "Team Race", "Командная игра"
PLAYER_COUNT_EN = r"(?:two|three|four|five|six|seven|eight|[2-8])"
PLAYER_COUNT_RU = r"(?:двух|тр[её]х|четыр[её]х|пяти|шести|семи|восьми|[2-8])"
# the titles of a solo game's and a game in teams' own rules (search/rulebook_topics.PlayerCount reads them too)
SOLO_TITLE = r"solo|одиночн\w*"
TEAMS_TITLE = (r"team(?:s|\s+(?:game|race|play|variant|rules?|mode))|playing\s+in\s+teams|командн\w*|"
               r"(?:игра\s+)?командами")
# the words a document names its parts by ("Раздел 2. Подготовка", "Part 3: Scoring"); search/rulebook_topics reads
# a setup's title with them too
# (and rules: "RULE 2 — SETUP", "Правило 3. Ход")
PART_WORDS = r"(?:part|chapter|section|rule|часть|глава|раздел|правило)"
# (numbered, or in a part of the document: "6. Variants", "Раздел 6. Игра вдвоём")
# a section numbered in Roman numerals, as older rulebooks number them ("III. THE TURN"); upper case only, so "Mix."
# is no number (the patterns it is part of ignore case)
ROMAN_NUMERAL = r"(?-i:[IVXLC]{1,7})"
# … or lettered, in either alphabet ("Б. ПОДГОТОВКА", "C. Scoring"); upper case only, as for Roman numerals
SECTION_LETTER = r"(?-i:[A-ZА-ЯЁ])"
LETTERED_NUMBER = rf"(?:{ROMAN_NUMERAL}|{SECTION_LETTER})\.\s+"
# the marks around a section's number: the section sign of legal-style numbering ("§4 The Turn", "§ 4.2") and the
# brackets of a wargame's ("[4.11] Entering a hill hex …"); a number's closing mark is one of NUMBER_CLOSE
NUMBER_OPEN = r"(?:§\s?|\[)?"
NUMBER_CLOSE = r"[.)\]]"
_NUMBERED = rf"(?:{NUMBER_OPEN}\d++(?:\.\d++)*+{NUMBER_CLOSE}?\s*|{LETTERED_NUMBER}|{PART_WORDS}\s+\d+\s*[:.)–—-]?\s*)?"
# (a difficulty setting changes the usual rules too: "Difficulty", "Difficulty Levels", "Уровни сложности")
_VARIANT_TITLE = re.compile(rf"^{_NUMBERED}(?:(?:[\w'’-]++\s+){{0,3}}(?:variants?|вариант\w*)|optional\s+rules?|"
                            r"(?:[\w'’-]+\s+)?difficulty(?:\s+levels?)?$|(?:уровн[ьяи]\s+)?сложност[ьи]$|"
                            rf"дополнительн\w+\s+правил\w*|{SOLO_TITLE}|"
                            rf"(?:(?:with|for)\s+)?{PLAYER_COUNT_EN}[- ]players?|"
                            r"(?:игра\s+)?(?:вдво[её]м|втро[её]м|вчетвером|впятером|вшестером)|"
                            rf"(?:игра\s+)?(?:для|на)\s+{PLAYER_COUNT_RU}\s+игроков|{TEAMS_TITLE})\b", re.IGNORECASE)
_EXAMPLE_TITLE = re.compile(r"^(?:examples?|пример\w*)\b|\b(?:examples?|пример\w*)$", re.IGNORECASE)
# a summary of rules said in full elsewhere: "Quick reference", "Rules summary", "Reference card", "Памятка", "Краткие
# правила"
_SUMMARY_TITLE = re.compile(rf"^{_NUMBERED}(?:quick[- ]reference|(?:rules?\s+)?summary|reference\s+(?:card|sheet)|"
                            r"cheat[- ]sheet|at\s+a\s+glance|памятка(?:\s+игрока)?|краткие\s+правила|шпаргалка|"
                            r"сводка(?:\s+правил)?|кратко\s+о\s+правилах)\s*$", re.IGNORECASE)


@dataclass(frozen=True)
class Chunk:
    """One citable unit of rule text, with everything needed to cite it."""

    id: str
    doc: str
    key: str
    label: str  # label path, e.g. "Deck-building › 1. General card rules › Empty Deck"
    title: str  # the unit's own label, e.g. "Empty Deck"
    lang: str
    kind: str
    text: str  # verbatim
    file: str
    line: int
    page: str | None = None
    parent: str | None = None
    children: tuple[str, ...] = field(default_factory=tuple)
    # text the unit is read with but does not quote: a table's header rows above a part of a long table, or the
    # opening sentence of the numbered rule it continues (see :func:`continued_leads`)
    context: str = ""

    @property
    def content_hash(self) -> str:
        """Hash of what is embedded and indexed: the label path and the text."""
        return hashlib.sha256(self.search_text.encode("utf-8")).hexdigest()

    @property
    def search_text(self) -> str:
        """The text given to the embedder and the lexical index."""
        if self.context:
            return f"{self.label}\n{self.context}\n{self.text}"
        return f"{self.label}\n{self.text}"

    @property
    def navigational(self) -> bool:
        """A heading that only groups its children ("208. Герои", "AI Rules · 2. AI Heroes"): no rule text.

        A numbered rule's first line is its text, not a heading: "100.1. Each player brings a deck of exactly 40
        cards." says something even when 100.1a and 100.1b follow it."""
        lines = self.text.splitlines()
        said = lines if self.kind == "rule" else lines[1:]
        return bool(self.children) and not any(_SENTENCE_END.search(line) or _SENTENCE_WITHIN.search(line)
                                               or len(_WORD.findall(line)) >= _SENTENCE_WORDS
                                               or _FACT_LINE.match(line) for line in said)

    @property
    def heading(self) -> str:
        """What the unit is titled under: its own title, or for a numbered rule (titled by its number, and by its name
        when it has one: "4.4 Guard") the nearest heading above it ("101. Подготовка к игре" for 101.1, which is part
        of the setup)."""
        if self.kind != "rule":
            return self.title
        return next((part for part in reversed(self.label.split(LABEL_SEPARATOR))
                     if not _RULE_NUMBER_TITLE.match(part.strip())), self.title)

    @property
    def section_titles(self) -> tuple[str, ...]:
        """The titles of the sections the unit stands in, outermost first, down to its own; the document's title is
        not one: ("Setup", "Each company") for "Canal Barons › Setup › Each company", which is part of the setup as
        much as its parent. A numbered rule's is its heading (see :attr:`heading`). Each is read without the
        pictures some rulebooks open their headings with ("🧭 Setup", "★ Solo Game"): what it names is the rest."""
        if self.kind == "rule":
            return (bare_title(self.heading),)
        within = tuple(self.label.split(LABEL_SEPARATOR)[-len(self.key.split("/")):])
        titles = within if within[-1] == self.title else (self.title,)  # a label cleared or not the usual path
        return tuple(bare_title(title) for title in titles)

    @property
    def variant(self) -> tuple[str, ...]:
        """The titles that name the variant the unit is a rule of, from the variants' heading down ("Variants",
        "Short game"); none for the rules of every game."""
        titles = self.section_titles
        at = next((i for i, title in enumerate(titles) if _VARIANT_TITLE.match(title)), None)
        return () if at is None else titles[at:]

    @property
    def is_question(self) -> bool:
        """A FAQ entry ("Can I sell a single lantern?"), or a section headed by a question: it answers that one."""
        return self.title.rstrip().endswith("?")

    @property
    def is_example(self) -> bool:
        """A worked example ("Searching example", "Пример розыгрыша"): it illustrates a rule, it is not one."""
        return bool(_EXAMPLE_TITLE.search(self.title.strip()))

    @property
    def is_summary(self) -> bool:
        """A summary of the rules ("Quick reference", "Памятка"): it restates rules in short that sections say in
        full, and a rule is cited where it is said in full."""
        return any(_SUMMARY_TITLE.match(title) for title in self.section_titles)

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["children"] = list(self.children)
        data["hash"] = self.content_hash
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Chunk:
        fields = {k: v for k, v in data.items() if k != "hash"}
        fields["children"] = tuple(fields.get("children", ()))
        return cls(**fields)


def chunk_document(doc: Document) -> list[Chunk]:
    """All chunks of a parsed document, in source order."""
    sections = doc.parsed.sections
    by_key = {s.key: s for s in sections}
    children: dict[str, list[str]] = {}
    for s in sections:
        # (a part of a long section, "208.5~p2", stands beside it: not one of its parent's subrules)
        if s.parent is not None and PART_MARK not in s.key:
            children.setdefault(s.parent, []).append(f"{doc.id}/{s.key}")

    def label_path(key: str) -> str:
        parts: list[str] = []
        seen: set[str] = set()
        current: str | None = key
        while current is not None and current in by_key and current not in seen:
            seen.add(current)
            parts.append(by_key[current].label)
            current = by_key[current].parent
        # a "# Title" heading that names the document: the document's title (corpus.toml's, if it gives one)
        # heads every label path in its place (written in capitals or not: "РЫБАКИ" is "Рыбаки")
        if parts and parts[-1].strip().casefold() in {doc.title.strip().casefold(),
                                                      (doc.parsed.title or "").strip().casefold()}:
            parts.pop()
        return LABEL_SEPARATOR.join([doc.title, *reversed(parts)])

    leads = continued_leads([(s.key, s.kind, s.text) for s in sections])

    def context_of(s: Any) -> str:
        return "\n".join([*(line.text.strip() for line in s.context), *([leads[s.key]] if s.key in leads else [])])

    return [
        Chunk(
            id=f"{doc.id}/{s.key}", doc=doc.id, key=s.key, label=label_path(s.key), title=s.label,
            lang=doc.lang, kind=s.kind, text=s.text, file=doc.file, line=s.first_line, page=s.pages,
            parent=f"{doc.id}/{s.parent}" if s.parent is not None else None,
            children=tuple(children.get(s.key, ())), context=context_of(s),
        )
        for s in sections
    ]


# a rule number as a key: "3.7.4.2", "100.1a", "1-2-1", "208.3"
_KEY_NUMBER = re.compile(r"\d+(?:[.-]\d+)*[a-z]?")
_NUMBER_PART = re.compile(r"\d+|[a-z]")
_LEADING_NUMBER = re.compile(r"^\d+(?:[.-]\d+)*[a-z]?[.)]?\s+")
# a sentence's end after a word (not a number's dot): what a lead is cut to, at most LEAD_WORDS words of it
_FIRST_SENTENCE = re.compile(r"^.*?[^\W\d_][\"”»)]?[.!?:;…](?=\s|$)", re.S)
LEAD_WORDS = 40
LEAD_MIN_WORDS = 3  # a heading's name ("208. Герои") is in the label path already


def _number(key: str) -> tuple[str, ...] | None:
    return tuple(_NUMBER_PART.findall(key)) if _KEY_NUMBER.fullmatch(key) else None


def _opening(text: str) -> str:
    """A rule's opening sentence, without its number, at most LEAD_WORDS words ("" for a bare heading)."""
    body = _LEADING_NUMBER.sub("", " ".join(line.strip() for line in text.splitlines() if line.strip()))
    match = _FIRST_SENTENCE.match(body)
    words = (match.group(0) if match else body).split()
    return " ".join(words[:LEAD_WORDS]) if len(words) >= LEAD_MIN_WORDS else ""


def continued_leads(sections: list[tuple[str, str, str]]) -> dict[str, str]:
    """The opening sentence each numbered rule continues, by key: a subrule is read with the rule it is numbered
    under ("3.8.2.1.1 if the king has already moved, or" with "The right to castle has been lost:"), and where
    no rule or heading of that number is in the text, with the first rule numbered beside it ("3.7.4.2 This capture
    is only legal …" with "3.7.4.1 A pawn … may capture …"), whatever tree the document's headings make. Rules under
    a numbered heading ("208. Герои") are rules of their own: they continue nothing. Comprehensive rules and
    laws cut one rule into numbered fragments that say "this capture", "the player's choice", "if …": embedded
    alone, a fragment misses what it is about. ``sections``: (key, kind, text) in source order."""
    openings: dict[tuple[str, ...], str] = {}  # rule number -> its opening sentence
    first_under: dict[tuple[str, ...], str] = {}  # number -> the opening of the first rule seen numbered under it
    leads: dict[str, str] = {}
    for key, kind, text in sections:
        number = _number(key)
        if number is None:
            continue
        opening = _opening(text) if kind == "rule" else ""  # a numbered heading ("208. Герои") leads nothing
        openings.setdefault(number, opening)
        if kind != "rule" or len(number) < 2:
            continue
        under = number[:-1]
        # the rule it is numbered under, when the text has it (a heading's rules are rules of their own: "208.3"
        # does not continue "208.1"); else the first rule numbered beside it
        lead = openings[under] if under in openings else first_under.get(under, "")
        first_under.setdefault(under, opening)
        if lead and lead != opening:
            leads[key] = lead
    return leads
