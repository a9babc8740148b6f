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
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rulesqa.learn.packaged import DEFAULT_OUT, fetch_all  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="where the books are written")
    args = parser.parse_args(argv)
    print(fetch_all(args.out, say=True))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
