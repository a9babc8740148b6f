"""Run an ingest and SIGKILL this process at the N-th call made by the index writer.

Usage: python -m tests.helpers.kill_during_ingest CORPUS INDEX N
With N = 0 nothing is killed and the number of counted calls is printed, so a
test can spread its kill points over the whole write.
"""

from __future__ import annotations

import os
import signal
import sys
from pathlib import Path
from types import FrameType
from typing import Any

import bm25s

import rulesqa.store
from rulesqa.embed.fake import FakeEmbedder
from rulesqa.ingest import ingest

WATCHED = (str(Path(rulesqa.store.__file__).parent), str(Path(bm25s.__file__).parent))


def main() -> None:
    corpus, index, target = Path(sys.argv[1]), Path(sys.argv[2]), int(sys.argv[3])
    count = 0

    def profiler(frame: FrameType, event: str, arg: Any) -> None:
        nonlocal count
        if event in ("call", "c_call") and frame.f_code.co_filename.startswith(WATCHED):
            count += 1
            if count == target:
                os.kill(os.getpid(), signal.SIGKILL)

    embedder = FakeEmbedder()
    sys.setprofile(profiler)
    ingest(corpus, index, embedder=embedder)
    sys.setprofile(None)
    print(count)


if __name__ == "__main__":
    main()
