"""Names inside an index folder, and the manifest format version.

::

    index/
      RULESQA-INDEX        marks the folder as a rulesqa index: ingest writes (and removes) only in such a folder,
                           or in an empty or new one, and there only the names below
      CURRENT              commit point: which build is live, and its manifest's hash
      .lock                held by the one ingest that may write at a time
      embedders/           prepared model data, quick to load (shared by all builds; see embed/use_m3.py)
      build-<stamp>/       one complete, never-modified build
        manifest.json      what the build is, and size + sha256 of every other file
        chunks.jsonl       one chunk per line (id, label, text, …)
        vectors.npy        float32 (chunks × dim), L2-normalised, row i = chunk i
        vectors-e5.npy     the same for the second embedder (e5-small), when the build has one
        sentence-vectors.npy  float16 (sentences × dim) by the main embedder: each unit's quotable sentences
        sentence-rows.npy  int64 (chunks + 1): unit i's sentences are rows [i] to [i + 1] (both only up to a size)
        lexical/           bm25s index files (npy + json)
        glossary.tsv       the corpus glossary, when it has one
        labels.tsv         label translations (rulesqa/labels.py), when the corpus has them
        ranker.json        the learned models this build is answered with (rulesqa/learn), when rulesqa has them:
        quote.json         the ranker, and the chooser of the sentence to quote
      .tmp-<stamp>/        a build being written (removed if the ingest fails)
      FAILED               the last ingest into this folder failed: its corpus and why (JSON); removed by the
                           next ingest that succeeds, so that no ask answers from another corpus in its place
"""

from __future__ import annotations

FORMAT_NAME = "rulesqa-index"
FORMAT_VERSION = 1

CURRENT = "CURRENT"
MARKER = "RULESQA-INDEX"
MARKER_TEXT = "This folder is a rulesqa index: `rulesqa ingest` writes here. Delete the folder to remove it.\n"
LOCK = ".lock"
MANIFEST = "manifest.json"
CHUNKS = "chunks.jsonl"
VECTORS = "vectors.npy"
SECOND_VECTORS = "vectors-e5.npy"
SENTENCE_VECTORS = "sentence-vectors.npy"
SENTENCE_ROWS = "sentence-rows.npy"
SECOND_SENTENCE_VECTORS = "sentence-vectors-e5.npy"  # the same sentences, by the second embedder
LEXICAL = "lexical"
GLOSSARY = "glossary.tsv"
LABELS = "labels.tsv"
BUILD_PREFIX = "build-"
TMP_PREFIX = ".tmp-"
# the names ingest gives builds (BUILD_PREFIX or TMP_PREFIX, then this): nothing else is ever removed
STAMP_PATTERN = r"\d{8}T\d{6}-\d+-\d+"
EMBEDDERS = "embedders"
FAILED = "FAILED"
