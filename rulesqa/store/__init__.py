"""The index folder on disk: atomic writes, verified loads."""

from rulesqa.store.reader import StoredIndex, load_index, read_manifest
from rulesqa.store.writer import write_index, writer_lock

__all__ = ["StoredIndex", "load_index", "read_manifest", "write_index", "writer_lock"]
