"""The index folder on disk: atomic writes, verified loads."""

from rulesqa.store.reader import StoredIndex, load_index, read_manifest
from rulesqa.store.writer import failed_ingest, record_failed_ingest, write_index, writer_lock

__all__ = ["StoredIndex", "failed_ingest", "load_index", "read_manifest", "record_failed_ingest", "write_index",
           "writer_lock"]
