"""Reading rule texts: the corpus manifest, file encodings and the three format parsers."""

from rulesqa.corpus.loader import Corpus, Document, DocumentSpec, load_corpus
from rulesqa.corpus.model import NonRule, ParsedDocument, Section, SourceLine

__all__ = ["Corpus", "Document", "DocumentSpec", "NonRule", "ParsedDocument", "Section", "SourceLine", "load_corpus"]
