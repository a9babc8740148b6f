"""Read a corpus: its manifest (``corpus.toml``), its files, and their parsed structure.

One bad file never stops the others: its problem is recorded, with file and
line, and the rest still load.
"""

from __future__ import annotations

import hashlib
import itertools
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from rulesqa.bounded import parse_toml, read_regular
from rulesqa.corpus import asciidoc, docx, guide, html, latex, markdown, numbered, pdf, plain, rst, wiki
from rulesqa.corpus.glossary_entries import split_glossary_entries
from rulesqa.corpus.model import FORMATS, PROSE_KINDS, TEXT_SUFFIXES, ParsedDocument
from rulesqa.corpus.reading import DecodedText, decode
from rulesqa.corpus.rule_numbers import split_numbered_rules
from rulesqa.corpus.sizing import bound_sizes, count_words
from rulesqa.corpus.structure import recover_sections
from rulesqa.errors import CorpusError
from rulesqa.text import guess_language, slugify

MANIFEST_NAME = "corpus.toml"
# how the messages name them
_TEXTS_SAID = ("PDF, Word, text, Markdown, HTML, reStructuredText, AsciiDoc, LaTeX or wiki files: .pdf, .docx, "
               ".txt, .md, .html, .rst, .adoc, .tex, .wiki")
# Files of the corpus folder that are not rule texts.
PROJECT_FILES = {MANIFEST_NAME, "glossary.tsv", "labels.tsv", "README.md"}
LANGS = ("en", "ru")
MAX_FILE_BYTES = 20 * 1024 * 1024  # full comprehensive rules run to about 1 MB
MAX_PACKED_BYTES = 200 * 1024 * 1024  # a PDF or Word rulebook with its art runs to tens of MB
PACKED_SUFFIXES = (".pdf", ".docx")
_DOC_ID = re.compile(r"[a-z0-9][a-z0-9._-]{0,63}")  # fullmatch: "$" would let "g\n" through
_KNOWN_KEYS = {"id", "file", "title", "lang", "format", "source", "edition", "applies_to"}

Parser = Callable[..., ParsedDocument]
PARSERS: dict[str, tuple[Parser, int]] = {
    "guide": (guide.parse, guide.PARSER_VERSION),
    "numbered": (numbered.parse, numbered.PARSER_VERSION),
    "markdown": (markdown.parse, markdown.PARSER_VERSION),
    "plain": (plain.parse, plain.PARSER_VERSION),
    "wiki": (wiki.parse, wiki.PARSER_VERSION),
    "rst": (rst.parse, rst.PARSER_VERSION),
    "asciidoc": (asciidoc.parse, asciidoc.PARSER_VERSION),
    "latex": (latex.parse, latex.PARSER_VERSION),
    "html": (html.parse, html.PARSER_VERSION),
    "docx": (docx.parse, docx.PARSER_VERSION),
}



@dataclass(frozen=True)
class DocumentSpec:
    """What the manifest (or the file name) says about one document."""

    id: str
    path: Path
    title: str | None = None
    lang: str | None = None
    format: str | None = None
    source: str = ""
    edition: str = ""
    listed: bool = True
    applies_to: tuple[str, ...] = ()  # whom its rules are for ("AI"), when not every player


@dataclass
class Document:
    """A parsed corpus document."""

    id: str
    file: str
    title: str
    lang: str
    format: str
    parser_version: int
    source: str
    edition: str
    sha256: str
    encoding: str
    listed: bool
    parsed: ParsedDocument
    applies_to: tuple[str, ...] = ()
    format_reason: str = ""  # why this format: "set in corpus.toml", "Markdown headings", …
    # the file's size and modification time taken before it was read (with sha256 of the bytes read: an edit made
    # while the ingest runs shows as a change the next time, never as the index's own state)
    size: int = 0
    mtime_ns: int = 0


@dataclass
class Corpus:
    root: Path
    documents: list[Document] = field(default_factory=list)
    problems: list[CorpusError] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


def load_corpus(path: Path) -> Corpus:
    """Load every document of a corpus folder (or a single rule file).

    Raises :class:`CorpusError` only when the corpus as a whole is unusable
    (missing path, unreadable manifest); per-file problems are collected.
    """
    if not path.exists():
        raise CorpusError("no such file or folder; pass the folder that holds your rule texts (e.g. corpus/)",
                          path=str(path))
    if path.is_file() and path.name == MANIFEST_NAME:  # "ingest corpus/corpus.toml" means the folder
        path = path.parent
    corpus = Corpus(root=path if path.is_dir() else path.parent)
    if path.is_dir():
        specs = _specs_for_folder(path, corpus)
    else:
        specs = [_spec_from_name(path)]
    for spec in specs:
        try:
            if path.is_dir():
                _check_inside(spec.path, corpus.root)
            corpus.documents.append(load_document(spec, corpus.root))
        except CorpusError as problem:
            corpus.problems.append(problem)
        except OSError as exc:
            corpus.problems.append(CorpusError(f"cannot be read ({exc.strerror or exc})", path=str(spec.path)))
    for doc in corpus.documents:
        corpus.warnings.extend(doc.parsed.warnings)
    return corpus


def _specs_for_folder(folder: Path, corpus: Corpus) -> list[DocumentSpec]:
    specs: list[DocumentSpec] = []
    manifest = folder / MANIFEST_NAME
    if manifest.exists():
        specs = read_manifest(manifest, corpus)
    listed = {spec.path.resolve() for spec in specs}
    for file in sorted(folder.iterdir()):
        if file.is_dir() and not file.name.startswith("."):
            _note_unread_folder(file, folder, listed, corpus)
            continue
        if file.name.startswith(".") or file.name in PROJECT_FILES or file.resolve() in listed or file.is_dir():
            continue
        if file.suffix.lower() not in TEXT_SUFFIXES:
            corpus.warnings.append(
                f"{file}: skipped, not a rule text ({_TEXTS_SAID}); export it as text to include it"
            )
            continue
        spec = _spec_from_name(file)
        if any(s.id == spec.id for s in specs):
            corpus.problems.append(CorpusError(
                f"its id '{spec.id}' (from the file name) is already used by another document; "
                "rename the file or list it in corpus.toml with its own id", path=str(file)))
            continue
        corpus.warnings.append(
            f"{file}: not listed in {MANIFEST_NAME}; ingested as '{spec.id}' with an auto-detected format"
        )
        specs.append(spec)
    if not specs:
        raise CorpusError(f"holds no rule texts ({_TEXTS_SAID})", path=str(folder))
    return specs


def _note_unread_folder(sub: Path, folder: Path, listed: set[Path], corpus: Corpus) -> None:
    """A subfolder's rule texts are read only when corpus.toml lists them: say so, rather than pass them over."""
    # a look, not a crawl: a corpus folder passed by mistake (a home folder) must not take minutes
    unread = [f for f in sorted(itertools.islice(sub.rglob("*"), 10_000))
              if f.is_file() and f.suffix.lower() in TEXT_SUFFIXES
              and not any(part.startswith(".") for part in f.relative_to(folder).parts) and f.resolve() not in listed]
    if unread:
        example = unread[0].relative_to(folder).as_posix()
        corpus.warnings.append(
            f"{sub}: skipped, {len(unread)} rule text{'s' if len(unread) > 1 else ''} in a subfolder "
            f"({example}{', …' if len(unread) > 1 else ''}); rulesqa reads the files at the top of the corpus "
            f"folder: move them there, or list each in {MANIFEST_NAME} (file = \"{example}\")")


def _check_inside(file: Path, root: Path) -> None:
    """A corpus folder's documents are files inside it: :class:`CorpusError` for a path that leads out of it (an
    absolute path or ``..`` in corpus.toml, a symlink to elsewhere) — ingesting a folder must not read, and ``show``
    then print, a file the user never gave (``file = "/etc/passwd"``)."""
    try:
        file.resolve().relative_to(root.resolve())
    except ValueError:
        raise CorpusError(f"is outside the corpus folder {root} (an absolute path, '..' or a link to elsewhere); "
                          "copy the rule text into the corpus folder and list it by its name there",
                          path=str(file)) from None


def _spec_from_name(file: Path) -> DocumentSpec:
    parts = file.name.split(".")
    lang = parts[-2] if len(parts) >= 3 and parts[-2] in LANGS else None
    return DocumentSpec(id=slugify(parts[0]) or "document", path=file, lang=lang, listed=False)


def read_manifest(manifest: Path, corpus: Corpus) -> list[DocumentSpec]:
    """Read ``corpus.toml``. Entries with problems are reported and left out."""
    import tomllib

    try:
        data = parse_toml(read_regular(manifest).decode("utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise CorpusError(f"is not valid TOML ({exc}); fix the line it names", path=str(manifest)) from None
    except ValueError as exc:  # a FIFO or device, or nesting past the bound
        raise CorpusError(f"{exc}; corpus.toml lists [[document]] tables, one level deep", path=str(manifest)) from None
    except OSError as exc:
        raise CorpusError(f"cannot be read ({exc.strerror or exc})", path=str(manifest)) from None
    entries = data.get("document", [])
    if not isinstance(entries, list):
        raise CorpusError("'document' must be a list of [[document]] tables", path=str(manifest))
    for key in data:
        if key != "document":
            corpus.warnings.append(f"{manifest}: unknown top-level key '{key}' ignored")
    specs: list[DocumentSpec] = []
    for n, entry in enumerate(entries, start=1):
        where = f"{manifest} [[document]] #{n}"
        if not isinstance(entry, dict):
            corpus.problems.append(CorpusError("is not a table", path=where))
            continue
        for key in entry:
            if key not in _KNOWN_KEYS:
                known = ", ".join(sorted(_KNOWN_KEYS))
                corpus.warnings.append(f"{where}: unknown key '{key}' ignored (known: {known})")
        problem = _check_entry(entry, specs)
        if problem:
            corpus.problems.append(CorpusError(problem, path=where))
            continue
        specs.append(DocumentSpec(
            id=entry["id"], path=manifest.parent / entry["file"], title=entry.get("title"),
            lang=entry.get("lang"), format=entry.get("format"), source=str(entry.get("source", "")),
            edition=str(entry.get("edition", "")), applies_to=tuple(entry.get("applies_to", ())),
        ))
    return specs


def _check_entry(entry: dict[str, object], earlier: list[DocumentSpec]) -> str | None:
    doc_id, file = entry.get("id"), entry.get("file")
    if not isinstance(doc_id, str) or not _DOC_ID.fullmatch(doc_id):
        return ("needs an 'id' of lowercase letters, digits, '.', '_' or '-' (e.g. id = \"my-rules\"); "
                f"got {doc_id!r}")
    if any(spec.id == doc_id for spec in earlier):
        return f"id '{doc_id}' is used by an earlier document; every document needs its own id"
    if not isinstance(file, str) or not file:
        return f"document '{doc_id}' needs a 'file' (path relative to corpus.toml)"
    if entry.get("lang") not in (None, *LANGS):
        return f"document '{doc_id}': lang must be one of {', '.join(LANGS)}; got {entry.get('lang')!r}"
    if entry.get("format") not in (None, *FORMATS):
        return f"document '{doc_id}': format must be one of {', '.join(FORMATS)}; got {entry.get('format')!r}"
    for key in ("title", "source", "edition"):
        if key in entry and not isinstance(entry[key], str):
            return f"document '{doc_id}': '{key}' must be a string"
    applies_to = entry.get("applies_to", [])
    if not isinstance(applies_to, list) or not all(isinstance(w, str) and w.strip() for w in applies_to):
        return (f"document '{doc_id}': 'applies_to' must be a list of words naming whom its rules are for, "
                f'e.g. applies_to = ["AI", "enemy"]; got {applies_to!r}')
    return None


def detect_format(path: Path, text: str) -> str:
    """The format a file's text is written in (see :func:`sniff_format`)."""
    return sniff_format(path, text)[0]


def sniff_format(path: Path, text: str) -> tuple[str, str]:
    """(format, why): chosen by what the text is, its file name only breaking ties.

    A ``.md`` file is Markdown when it has Markdown headings; with none (text pasted from a PDF and saved as .md,
    where "**" and "#" are accidents of the export) it is read as what its text shows: numbered rules, plain text
    with headings, …. MediaWiki markup saved as .md is a wiki page; a LaTeX chapter is LaTeX whatever its name.
    """
    suffix = path.suffix.lower()
    by_suffix = TEXT_SUFFIXES.get(suffix)
    if by_suffix == "html" or html.looks_like(text):
        return "html", (f"the file name ends in {suffix}" if by_suffix == "html"
                        else "an HTML page (<!DOCTYPE html> or <html> first)")
    if latex.looks_like(text):
        return "latex", "LaTeX sectioning commands (\\section{…})"
    if by_suffix in ("rst", "asciidoc", "latex"):
        return by_suffix, f"the file name ends in {suffix}"
    if wiki.looks_like(text) and _wiki_headings_outnumber_markdown(text):
        return "wiki", "MediaWiki headings ('== Heading ==')"
    if by_suffix == "wiki":
        return "wiki", f"the file name ends in {suffix}"
    if by_suffix == "markdown":
        if markdown.has_headings(text):
            return "markdown", "Markdown headings"
        found = _by_content(text)
        if found is not None and found[0] != "markdown":
            return found[0], f"a {suffix} file with no Markdown headings; {found[1]}"
        return "markdown", f"the file name ends in {suffix} (no headings found: one unit)"
    found = _by_content(text)
    if found is None:
        raise CorpusError(
            "has no structure rulesqa recognises (no numbered rules like '208.3.', no guide headings like "
            "'Deck · 1. Title', no headings such as 'SETUP' or '2. Setup' on lines of their own); "
            "rename it to .md and add '# Heading' lines, or set its format in corpus.toml",
            path=str(path),
        )
    return found


def _by_content(text: str) -> tuple[str, str] | None:
    """The format the text's own marks say, first of those that fit; where two fit, the one whose reading leaves no
    section holding most of the document (:data:`AMBIGUOUS_SHARE`), as a reader would choose."""
    fitting = [(fmt, why) for fmt, looks_like, why in _SNIFFERS if looks_like(text)]
    if len(fitting) > 1:
        shares = [_largest_share(fmt, text) for fmt, _ in fitting]
        best = min(range(len(fitting)), key=lambda i: shares[i])
        if shares[0] > AMBIGUOUS_SHARE and shares[best] < shares[0] / 2:
            fmt, why = fitting[best]
            return fmt, (f"{why}; read so because as {fitting[0][0]} one section would hold "
                         f"{shares[0]:.0%} of the text")
    return fitting[0] if fitting else None


_SNIFFERS: list[tuple[str, Callable[[str], bool], str]] = [
    ("asciidoc", asciidoc.looks_like, "AsciiDoc titles ('== Setup')"),  # AsciiDoc saved as text
    ("numbered", numbered.looks_like, "numbered rules ('208.3.') on most lines"),
    ("guide", guide.looks_like, "guide headings ('Deck · 1. Title')"),
    ("markdown", markdown.looks_like, "Markdown headings ('## Setup')"),  # Markdown saved as .txt
    ("plain", plain.looks_like, "plain text with headings shown by their looks (capitals, numbers, own lines)"),
]
# a reading in which one section holds more than this share of the words is a poor one, where another is at hand
AMBIGUOUS_SHARE = 0.25


def _largest_share(fmt: str, text: str) -> float:
    """The share of the text's words that the largest section holds when ``text`` is read as ``fmt``."""
    try:
        sections = PARSERS[fmt][0](text, path="").sections
    except CorpusError:
        return 1.0
    sizes = [count_words(s.text) for s in sections]
    return max(sizes) / max(1, sum(sizes)) if sizes else 1.0


def _wiki_headings_outnumber_markdown(text: str) -> bool:
    """A wiki page pasted into a .md has "== Setup ==" headings and "# item" list lines, which Markdown reads as
    headings: the wiki's headings are the page's when they are more than the Markdown headings outside such runs."""
    wiki_count = sum(1 for line in text[:1_000_000].splitlines() if wiki.is_heading(line))
    return wiki_count >= markdown.lone_atx_headings(text)


def load_document(spec: DocumentSpec, root: Path) -> Document:
    path = spec.path
    if path.exists() and not path.is_file():
        # a folder, a FIFO or a device: reading one would fail, or wait forever
        raise CorpusError("is not a regular file; list a rule text file instead", path=str(path))
    if not path.is_file():
        raise CorpusError("is listed in corpus.toml but does not exist; fix the 'file' entry or add the file",
                          path=str(path))
    before = path.stat()
    size = before.st_size
    packed = path.suffix.lower() in PACKED_SUFFIXES
    limit = MAX_PACKED_BYTES if packed else MAX_FILE_BYTES
    if size > limit:
        what = "PDF and Word files" if packed else "rule texts"
        raise CorpusError(f"is {size // (1024 * 1024)} MB; {what} over {limit // (1024 * 1024)} MB "
                          "are refused (split it into several files)", path=str(path))
    data = path.read_bytes()
    read = _read_file(path, data)
    decoded = read.decoded
    if spec.format:
        fmt, reason = spec.format, "set in corpus.toml"
    else:
        fmt, reason = ("docx", "a Word document") if read.word_title is not None else sniff_format(path, decoded.text)
    if read.pdf is not None:
        reason = f"the text of a PDF's {len(read.pdf.page_starts)} pages; {reason}"
    parse, version = PARSERS[fmt]
    parsed = parse(decoded.text, path=str(path))
    parsed.title = parsed.title or read.word_title or None
    parsed.warnings[:0] = decoded.warnings
    shape_units(parsed, path=str(path))
    if read.pdf is not None:
        pdf.cite_pages(parsed, read.pdf)
        pdf.keep_out_running_heads(parsed, read.pdf, str(path))
    if not parsed.sections:
        raise CorpusError(f"has no rule text the {fmt} parser could find", path=str(path))
    try:
        file = str(path.relative_to(root))
    except ValueError:
        file = str(path)
    # a web page's language is its text's, not that of its tags' names
    words = decoded.text if fmt != "html" else "\n".join(s.text for s in parsed.sections)
    return Document(
        id=spec.id, file=file, title=spec.title or parsed.title or spec.id,
        lang=spec.lang or guess_language(words), format=fmt, parser_version=version,
        source=spec.source, edition=spec.edition, sha256=hashlib.sha256(data).hexdigest(),
        encoding=decoded.encoding, listed=spec.listed, parsed=parsed, applies_to=spec.applies_to,
        format_reason=reason, size=before.st_size, mtime_ns=before.st_mtime_ns,
    )


@dataclass
class _FileText:
    """A rule file's text as its parser reads it, and what it was taken from."""

    decoded: DecodedText
    pdf: pdf.PdfText | None = None  # a PDF's text layer, with where its pages start
    word_title: str | None = None  # a Word document's title property ("" when it has none)


def _read_file(path: Path, data: bytes) -> _FileText:
    """The text of a PDF's text layer, a Word document's text written as Markdown, or the file's text decoded."""
    if pdf.is_pdf(data):
        layer = pdf.extract(data, str(path))
        return _FileText(DecodedText(layer.text, "PDF text layer", layer.warnings), pdf=layer)
    if docx.is_docx(data):
        text, title = docx.read(data, str(path))
        return _FileText(DecodedText(text, "Word document"), word_title=title)
    return _FileText(decode(data, str(path), html.declared_charset(data)))


def shape_units(parsed: ParsedDocument, *, path: str) -> None:
    """The passes after a parser: every rule number printed at a line start a unit of its own; a glossary's entries
    too; headings read inside long flat sections (a document in two formats); no unit longer than the budget (see
    each module)."""
    split_numbered_rules(parsed, path=path, kinds=PROSE_KINDS)
    split_glossary_entries(parsed, path=path, kinds=PROSE_KINDS)
    recover_sections(parsed, path=path, kinds=PROSE_KINDS)
    bound_sizes(parsed)
