"""Reading rule texts: the corpus manifest, file encodings, the format parsers and the passes after them.

The loader (and with it every parser) is imported on first use: answering a question reads small helpers of this
package (``rule_numbers``) and must not pay for the parsers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rulesqa.corpus.loader import Corpus, Document, DocumentSpec, load_corpus
    from rulesqa.corpus.model import NonRule, ParsedDocument, Section, SourceLine

__all__ = ["Corpus", "Document", "DocumentSpec", "NonRule", "ParsedDocument", "Section", "SourceLine", "load_corpus"]

_FROM = {"Corpus": "loader", "Document": "loader", "DocumentSpec": "loader", "load_corpus": "loader",
         "NonRule": "model", "ParsedDocument": "model", "Section": "model", "SourceLine": "model"}


def __getattr__(name: str) -> Any:
    if name in _FROM:
        from importlib import import_module

        return getattr(import_module(f"rulesqa.corpus.{_FROM[name]}"), name)
    raise AttributeError(name)
