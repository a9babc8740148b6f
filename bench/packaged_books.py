"""Fetch rulebooks nobody on the team wrote from Debian's packages: eval/packagedbooks/split.toml names them.

    python bench/packaged_books.py [--out DIR]

Each book is a game's handbook as its Debian package ships it (KDE's help cache: the handbook's pages of HTML,
rendered from DocBook by KDE's documentation tools), in one language. The package is downloaded with
`apt-get download` (Debian's registry is reachable here; nothing is installed), and each page is written verbatim,
one file per page, with a corpus.toml — the folder a player would have after saving the handbook from their browser.

The texts are the packages' authors' (GFDL), not ours to publish: they go to ``--out`` (default: a folder in the
temporary directory), never into this repository. Then measure them as the published rulebooks are:

    RULESQA_REALBOOKS=DIR python bench/realbooks.py --eval eval/packagedbooks --claims
"""

from __future__ import annotations

import argparse
import bz2
import json
import re
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BOOKS = ROOT / "eval" / "packagedbooks" / "split.toml"
DEFAULT_OUT = Path(tempfile.gettempdir()) / "rulesqa-packagedbooks"
_MARK = re.compile(r'<FILENAME filename="([^"]+)">|</FILENAME>')
_TITLE = re.compile(r"<title>(.*?)</title>", re.S | re.I)


def pages(cache: bytes) -> list[tuple[str, str]]:
    """The (file name, HTML) pages of a KDE help cache (``index.cache.bz2``). Each page is a
    ``<FILENAME filename="…">…</FILENAME>`` block, and a chapter's block holds its sections' pages inside it, before
    its own footer: a page is its block without the blocks nested in it."""
    text = bz2.decompress(cache).decode("utf-8")
    found: list[tuple[str, str]] = []  # in the order the pages open
    open_pages: list[tuple[int, list[str]]] = []  # (its place in found, its text so far), innermost last
    at = 0
    for mark in _MARK.finditer(text):
        if open_pages:
            open_pages[-1][1].append(text[at:mark.start()])
        at = mark.end()
        if mark.group(1) is not None:
            open_pages.append((len(found), []))
            found.append((mark.group(1), ""))
        elif open_pages:
            place, parts = open_pages.pop()
            found[place] = (found[place][0], "".join(parts).strip())
    return found


def fetch_package(package: str, into: Path) -> Path:
    """The package's files, downloaded and unpacked (not installed) under ``into``."""
    into.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(["apt-get", "download", package], cwd=into, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"apt-get could not download the package {package}: {done.stderr.strip()}\n"
                         "(on a machine whose package lists are empty, run `apt-get update` as root first)")
    deb = next(into.glob(f"{package}_*.deb"))
    tree = into / package
    subprocess.run(["dpkg-deb", "-x", str(deb), str(tree)], check=True)
    return tree


def write_book(name: str, package: str, lang: str, tree: Path, out: Path) -> int:
    """The handbook's pages in ``lang`` as a corpus folder ``out/name``; the number of pages."""
    cache = tree / "usr" / "share" / "doc" / "HTML" / lang / package / "index.cache.bz2"
    book = out / name
    book.mkdir(parents=True, exist_ok=True)
    lines = []
    found = pages(cache.read_bytes())
    for file, html in found:
        (book / file).write_text(html, encoding="utf-8")
        title = _TITLE.search(html)
        lines += ["[[document]]", f"id = {json.dumps(f'{name}-{Path(file).stem}')}", f"file = {json.dumps(file)}",
                  f"title = {json.dumps(' '.join(title.group(1).split()) if title else file, ensure_ascii=False)}",
                  f"lang = {json.dumps(lang)}",
                  f"source = {json.dumps(f'Debian package {package}: {cache.relative_to(tree)}, page {file}')}", ""]
    (book / "corpus.toml").write_text("\n".join(lines), encoding="utf-8")
    return len(found)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="where the books are written")
    args = parser.parse_args(argv)
    listed = tomllib.loads(BOOKS.read_text(encoding="utf-8"))
    with tempfile.TemporaryDirectory() as tmp:
        trees: dict[str, Path] = {}
        for name, book in listed["book"].items():
            package = book["package"]
            if package not in trees:
                trees[package] = fetch_package(package, Path(tmp))
            count = write_book(name, package, book["lang"], trees[package], args.out)
            print(f"{name}: {count} pages", file=sys.stderr)
    print(args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
