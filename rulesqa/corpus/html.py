"""Reading a rulebook saved as a web page (``format = "html"``): a publisher's online rules, a wiki or a rules site's
page, saved from the browser.

The page is read as a browser shows it, by the standard library's HTML parser: its headings (``<h1>``…``<h6>``)
are the sections, its paragraphs, lists, tables and quotes their text, with whitespace collapsed as a browser
collapses it and character references decoded. That text is written out as Markdown — a heading as ``## Title``, a
list item as ``- …`` or ``1. …``, a table row as ``| … |`` — and read by :mod:`rulesqa.corpus.markdown`, so a page
is cut into units, numbered rules and glossaries are found, and quotes are taken exactly as for a Markdown file.
What a reader never sees as text is left out, and the warnings say how much: scripts, styles, the page's ``<head>``
(its ``<title>`` names the document when no heading does), navigation bars and forms' controls. So is a table made
of links only, or a small bar of them ("Prev | Contents | Next" over the pages' titles): the site's navigation, shown
but never the rules.

A heading is the title of the element it stands in: the heading of a box inside a section ("Note:" over a note's
paragraph) ends with its box. When the section's own text goes on after the box, the box's heading is read as a line
of its text, not as a heading, so that text stays in its section rather than passing for the note's.

A unit's lines are those of the text as read, not of the HTML file: ``rulesqa show`` prints that text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from html.parser import HTMLParser

from rulesqa.corpus import markdown
from rulesqa.corpus.markdown_out import cell, table_row, table_rule, text_line
from rulesqa.corpus.model import ParsedDocument
from rulesqa.errors import CorpusError

PARSER_VERSION = 2

# what a browser does not show as text: left out, with their contents
_HIDDEN = frozenset({"script", "style", "noscript", "template", "head", "svg", "math", "canvas", "iframe", "object",
                     "nav", "select", "button", "datalist"})
_CHROME = frozenset({"nav"})  # shown, but the site's, not the rules': left out while it is closed
_VOID = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source",
                   "track", "wbr"})
# elements that end a line of text: a block of its own
_BOLD = frozenset({"b", "strong"})
_BLOCKS = frozenset({"address", "article", "aside", "blockquote", "body", "caption", "center", "dd", "details",
                     "dialog", "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2",
                     "h3", "h4", "h5", "h6", "header", "hgroup", "hr", "html", "legend", "li", "main", "ol", "p",
                     "pre", "section", "summary", "table", "tbody", "td", "tfoot", "th", "thead", "tr", "ul"})
_HEADING = re.compile(r"h([1-6])")
_SPACES = re.compile(r"[ \t\n\r\f\u200b]+")
_PAGE_START = re.compile(r"<(?:!doctype\s+html|html[\s>])", re.I)
# the charset a page declares: <meta charset="windows-1251">, or <meta http-equiv=… content="text/html; charset=koi8-r">
_CHARSET = re.compile(r"<meta\b[^<>]{0,300}?\bcharset\s*=\s*[\"']?([a-z0-9_:.-]{1,40})", re.I)


def looks_like(text: str) -> bool:
    """Is ``text`` an HTML page (it opens with ``<!DOCTYPE html>`` or ``<html>``, perhaps after comments), whatever
    its file is called."""
    head = text[:4096].lstrip("\ufeff \t\r\n")
    while head.startswith("<!--"):  # (a loop, not a pattern: a nested repeat there backtracks exponentially)
        end = head.find("-->", 4)
        if end < 0:
            return False
        head = head[end + 3:].lstrip(" \t\r\n")
    return bool(_PAGE_START.match(head))


def declared_charset(data: bytes) -> str | None:
    """The text encoding a page's ``<meta>`` declares in its first 4 KB (None: none, or one Python does not know)."""
    import codecs

    found = _CHARSET.search(data[:4096].decode("latin-1"))
    if found is None:
        return None
    try:
        return codecs.lookup(found.group(1)).name
    except LookupError:
        return None


# elements that contain a part of the page: a heading inside one titles that part only (see module)
_CONTAINERS = frozenset({"article", "aside", "blockquote", "details", "dialog", "div", "fieldset", "figure", "footer",
                         "header", "main", "section", "center"})


# a table of at most this many rows, half of them with a link and none with a sentence, is a navigation bar
_NAVIGATION_ROWS = 3
_TITLE_WORDS = 8  # a cell of more words outside its links says something
_SENTENCE = re.compile(r"\w\w[.!?…](?:\s|$)")  # (two letters, not \w{2,}: a scan of a long word backtracks)


@dataclass
class _Container:
    """An open element of :data:`_CONTAINERS`: the heading written inside it, and whether text followed it there."""

    tag: str
    heading: int | None = None  # its line
    as_text: str = ""  # that line as a line of text
    said_after: bool = False


@dataclass
class _Table:
    first_line: int | None = None  # of its rows
    rows: int = 0
    linked: bool = False  # has text inside links
    plain: bool = False  # has text outside links
    linked_rows: int = 0  # rows with a link
    row_linked: bool = False  # the row being read has a link
    said: bool = False  # a cell says a sentence outside its links
    cell_plain: list[str] = field(default_factory=list)  # the text outside links of the cell being read

    @property
    def navigation(self) -> bool:
        """Links only, or a small bar of them: at least half its rows have a link, and no cell says more than a
        page's title ("Prev | Contents | Next" over "Setup | | Scoring")."""
        if self.linked and not self.plain:
            return True
        return 0 < self.rows <= _NAVIGATION_ROWS and 2 * self.linked_rows >= self.rows and not self.said


@dataclass
class _List:
    ordered: bool
    next_number: int = 1


class _Reader(HTMLParser):
    """The page's text as Markdown lines (see module)."""

    def __init__(self, hidden: frozenset[str] = _HIDDEN) -> None:
        super().__init__(convert_charrefs=True)
        self.hide = hidden
        self.unclosed: set[str] = set()  # hidden elements the page never closed
        self.lines: list[str] = []
        self.title = ""
        self.left_out: dict[str, int] = {}
        self._words: list[str] = []  # the text of the block being read
        self._prefix = ""  # its Markdown mark (a heading's hashes, a list item's number or dash)
        self._hidden: list[str] = []  # the hidden elements the parser is inside
        self._in_title = False
        self._pre = 0
        self._quote = 0
        self._lists: list[_List] = []
        self._row: list[str] | None = None
        self._tables: list[_Table] = []  # each table the parser is inside
        self.navigation_tables = 0  # navigation tables left out (see _Table.navigation)
        self._links = 0  # inside <a href>
        self._containers: list[_Container] = []
        # the box that has closed under its heading, with the part the box stood in: its heading is read as text if
        # that part's text goes on after the box (see module)
        self._closed_heading: tuple[_Container, _Container] | None = None
        self._cell: list[str] | None = None
        self._bold = 0  # inside <b> or <strong>
        self._all_bold = True  # has every word of the block being read been bold
        self._bold_lines: list[int] = []  # the paragraphs all in bold
        self.headings = 0

    # --- the parser's events

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "title" and "svg" not in self._hidden:  # (inside the hidden <head>; an icon's is no page's)
            self._in_title = True
            return
        if self._hidden[:1] == ["head"] and (tag == "body" or tag in _BLOCKS):
            self._hidden.clear()  # a <head> the page never closed ends where its body begins, as in a browser
        if self._hidden:
            if tag not in _VOID:
                self._hidden.append(tag)
            return
        if tag in self.hide:
            if tag != "head":  # (every page has one: its title is read)
                self.left_out[tag] = self.left_out.get(tag, 0) + 1
            self._hidden.append(tag)
            return
        if tag == "br":
            self._end_line()
            return
        if tag in _BOLD:
            self._bold += 1
            return
        if tag == "a" and dict(attrs).get("href"):
            self._links += 1
            return
        if tag == "img":
            alt = dict(attrs).get("alt")
            if alt and alt.strip():  # an icon inside a sentence ("Pay 2 <img alt="coins">") is a word of it
                self._text(f" {alt.strip()} ")
            return
        if tag in _BLOCKS:
            self._block_start(tag)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)
        if tag not in _VOID:
            self.handle_endtag(tag)

    def handle_endtag(self, tag: str) -> None:
        if tag == "title" and self._in_title:
            self._in_title = False
            return
        if self._hidden:
            if tag in self._hidden:  # (an unclosed element inside is closed with it)
                del self._hidden[len(self._hidden) - 1 - self._hidden[::-1].index(tag):]
            elif tag in ("body", "html"):
                self._page_ended_hidden()
            return
        if tag in _BOLD:
            self._bold = max(0, self._bold - 1)
            return
        if tag == "a":
            self._links = max(0, self._links - 1)
            return
        if tag in _BLOCKS:
            self._block_end(tag)

    def handle_data(self, data: str) -> None:
        if self._in_title:
            self.title += data
            return
        if self._hidden:
            return
        self._text(data)

    # --- blocks

    def _block_start(self, tag: str) -> None:
        if tag in ("td", "th"):
            self._end_cell()
            self._cell = []
            return
        if tag == "tr":
            self._end_row()
            self._row = []
            return
        self._end_line()
        if tag in _CONTAINERS:
            self._containers.append(_Container(tag))
        if tag == "table":
            self._tables.append(_Table())
        elif tag in ("ul", "ol"):
            self._lists.append(_List(ordered=tag == "ol"))
        elif tag == "li":
            depth = max(0, len(self._lists) - 1)
            current = self._lists[-1] if self._lists else _List(ordered=False)
            mark = f"{current.next_number}." if current.ordered else "-"
            current.next_number += 1
            self._prefix = "    " * depth + mark + " "
        elif tag == "blockquote":
            self._quote += 1
        elif tag == "pre":
            self._pre += 1
            self._blank()
            self.lines.append("```")
        elif (level := _HEADING.fullmatch(tag)) is not None:
            self._blank()
            self._prefix = "#" * int(level.group(1)) + " "

    def _block_end(self, tag: str) -> None:
        if tag in ("td", "th"):
            self._end_cell()
            return
        if tag == "tr":
            self._end_row()
            return
        if tag == "table":
            self._end_row()
            if self._tables:
                self._end_table(self._tables.pop())
            self._blank()
            return
        self._end_line()
        if tag in _CONTAINERS and self._containers:
            self._end_container(tag)
        if tag in ("li", "dd", "dt") or _HEADING.fullmatch(tag):
            self._prefix = ""  # (an empty one's mark is not the next block's)
        if tag in ("ul", "ol") and self._lists:
            self._lists.pop()
            if not self._lists:
                self._blank()
        elif tag == "blockquote":
            self._quote = max(0, self._quote - 1)
            self._blank()
        elif tag == "pre":
            self._pre = max(0, self._pre - 1)
            self.lines.append("```")
            self._blank()
        elif _HEADING.fullmatch(tag) or tag in ("p", "div", "section", "article", "header", "footer", "main",
                                                 "figure", "details", "dl", "address", "aside", "center"):
            self._blank()

    # --- text

    def _text(self, data: str) -> None:
        if self._tables and data.strip():
            table = self._tables[-1]
            if self._links:
                table.linked = table.row_linked = True
            else:
                table.plain = True
                table.cell_plain.append(data)
        if self._cell is not None:
            self._cell.append(data)
        else:
            self._words.append(data)
            if data.strip() and not self._bold:
                self._all_bold = False

    def _end_line(self) -> None:
        """The text read since the last line ends, as one line (a list item's or heading's with its mark)."""
        if self._cell is not None:  # a line break inside a table cell: the cell goes on
            self._cell.append(" ")
            return
        raw, bold = "".join(self._words), self._all_bold
        self._words, self._all_bold = [], True
        if self._pre:
            self.lines.extend(raw.strip("\n").split("\n") if raw.strip() else [])
            return
        text = _SPACES.sub(" ", raw).strip()
        if not text:  # (a list item's mark waits for its text: "<li><p>Draw a card.</p></li>")
            return
        prefix, self._prefix = self._prefix, ""
        if not prefix:
            text = text_line(text)
            if bold and not self._lists and not self._quote:
                self._bold_lines.append(len(self.lines))
            if self._lists:  # a list item's later paragraph: under the item
                prefix = "    " * len(self._lists)
        if prefix.startswith("#"):
            self._heading_written(len(self.lines), "> " * self._quote + text_line(text))
        else:
            self._text_written()
        self.lines.append("> " * self._quote + prefix + text)
        if prefix.startswith("#"):
            self.headings += 1
            self._blank()

    def _end_cell(self) -> None:
        if self._cell is None:
            return
        text = cell("".join(self._cell))
        self._cell = None
        if self._tables:
            table = self._tables[-1]
            plain, table.cell_plain = " ".join(table.cell_plain).split(), []
            if len(plain) > _TITLE_WORDS or (len(plain) >= 3 and _SENTENCE.search(" ".join(plain))):
                table.said = True
        if self._row is None:
            self._row = []
        self._row.append(text)

    def _end_row(self) -> None:
        self._end_cell()
        row, self._row = self._row, None
        linked = bool(self._tables) and self._tables[-1].row_linked
        if self._tables:
            self._tables[-1].row_linked = False
        if not row or not any(row):
            return
        if not self._tables:
            self._tables.append(_Table())
        table = self._tables[-1]
        if table.rows == 0:
            self._end_line()
            self._blank()
            table.first_line = len(self.lines)
        self.lines.append(table_row(row))
        if table.rows == 0:  # Markdown's table opens with a header row and its rule
            self.lines.append(table_rule(len(row)))
        table.rows += 1
        table.linked_rows += int(linked)

    def _end_table(self, table: _Table) -> None:
        """A navigation table (see :attr:`_Table.navigation`) is the site's, not the rules': its rows are taken out
        again."""
        if table.first_line is None:
            return
        if table.navigation:
            del self.lines[table.first_line:]
            self.navigation_tables += 1
        else:
            self._text_written()

    # --- which heading a text belongs to

    def _heading_written(self, line: int, as_text: str) -> None:
        self._closed_heading = None
        if self._containers:
            container = self._containers[-1]
            container.heading, container.as_text, container.said_after = line, as_text, False

    def _text_written(self) -> None:
        closed = self._closed_heading
        if closed is not None:
            self._closed_heading = None
            box, part = closed
            if box.heading is not None and any(open_ is part for open_ in self._containers):  # the part goes on
                self.lines[box.heading] = box.as_text
                self.headings -= 1
        for container in self._containers:
            if container.heading is not None:
                container.said_after = True

    def _end_container(self, tag: str) -> None:
        if not any(container.tag == tag for container in self._containers):
            return  # (a stray end tag closes nothing)
        while self._containers:  # (an unclosed one inside is closed with it)
            container = self._containers.pop()
            if container.heading is not None:
                if container.said_after and any(outer.heading is not None for outer in self._containers):
                    # (a box's heading inside a titled part; the part's own heading, with nothing to return to, is
                    # never read as text: what follows the part is the page's footer, or the next part's)
                    self._closed_heading = (container, self._containers[-1])
                elif self._containers:  # a wrapper around the heading alone: it titles the part around the wrapper
                    outer = self._containers[-1]
                    outer.heading, outer.as_text, outer.said_after = container.heading, container.as_text, False
            if container.tag == tag:
                break

    def _blank(self) -> None:
        if self.lines and self.lines[-1] != "":
            self.lines.append("")

    def _page_ended_hidden(self) -> None:
        self.unclosed.update(self._hidden)
        self._hidden.clear()

    def finish(self) -> None:
        self.close()
        self._page_ended_hidden()
        self._end_row()
        self._end_line()
        if self.headings < 2:
            # a page without headings of its own marks them as paragraphs all in bold: in Markdown's bold, they are
            # read as its headings (rulesqa.corpus.markdown), as in a .md file without "## " lines
            for i in self._bold_lines:
                self.lines[i] = f"**{self.lines[i]}**"


def as_markdown(text: str) -> tuple[str, str, dict[str, int]]:
    """(the page's text as Markdown, its ``<title>``, how many of each hidden element (``"<nav>"``) and of navigation
    tables were left out)."""
    reader = _Reader()
    reader.feed(text)
    reader.finish()
    if reader.unclosed & _CHROME:  # a <nav> never closed would hide the rules after it: read the page again with it
        reader = _Reader(_HIDDEN - _CHROME)
        reader.feed(text)
        reader.finish()
    while reader.lines and not reader.lines[-1]:
        reader.lines.pop()
    left_out = {f"<{tag}>": count for tag, count in reader.left_out.items()}
    if tables := reader.navigation_tables:
        left_out["navigation table" if tables == 1 else "navigation tables"] = tables
    return "\n".join(reader.lines) + "\n", _SPACES.sub(" ", reader.title).strip(), left_out


def parse(text: str, *, path: str = "") -> ParsedDocument:
    """The page's units (see module)."""
    converted, title, left_out = as_markdown(text)
    if not converted.strip():
        raise CorpusError("is a web page with no text a browser would show; save the page with its rules, or "
                          "copy them into a .md file", path=path)
    doc = markdown.parse(converted, path=path, headings_said=("HTML", "<h2> headings"))
    if not doc.title and title:
        doc.title = title
    if left_out:
        what = ", ".join(f"{count} {element}" for element, count in sorted(left_out.items()))
        doc.warnings.append(f"{path}: read as a web page; left out what a browser does not show as text, and the "
                            f"site's navigation: {what}")
    return doc
