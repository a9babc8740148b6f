"""The exceptions the core raises. Only the CLI turns them into exit codes.

Every message names the thing that is wrong and says what to do about it, so
the CLI can print it as is.
"""

from __future__ import annotations

# Exit codes, documented in docs/commands.md ("Exit codes").
EXIT_OK = 0
EXIT_FAILURE = 1
EXIT_USAGE = 2
EXIT_INDEX = 3
EXIT_PARTIAL = 4
EXIT_NOT_ANSWERED = 5
EXIT_MISMATCH = 6
EXIT_CONTRADICTED = 7
EXIT_REFUSED = 8
EXIT_INTERNAL = 70  # a bug: sysexits' EX_SOFTWARE


class RulesqaError(Exception):
    """Base class: a failure the user can act on. Exit code 1 unless overridden."""

    exit_code = EXIT_FAILURE


class UsageError(RulesqaError):
    """The command was asked for something it cannot do (bad argument value)."""

    exit_code = EXIT_USAGE


class CorpusError(RulesqaError):
    """A corpus file or the corpus manifest cannot be read or parsed.

    ``path`` and ``line`` (1-based, when known) say where.
    """

    def __init__(self, message: str, *, path: str | None = None, line: int | None = None):
        where = path if line is None else f"{path}:{line}"
        super().__init__(f"{where}: {message}" if where else message)
        self.path = path
        self.line = line
        self.reason = message


class NothingIngested(CorpusError):
    """No document of the corpus could be ingested."""


class EmbedderError(RulesqaError):
    """An embedding model is not installed or failed to load."""


class UnknownModel(EmbedderError):
    """``--model`` names no known backend."""

    exit_code = EXIT_USAGE


class IndexProblem(RulesqaError):
    """Base for index problems: the fix is always to (re)build the index."""

    exit_code = EXIT_INDEX


class IndexMissing(IndexProblem):
    """There is no index at the given path."""


class IndexCorrupt(IndexProblem):
    """Index files are damaged, truncated, or do not match their manifest."""


class IndexIncompatible(IndexProblem):
    """The index was written by another format version or another embedder."""


class IndexStale(IndexProblem):
    """The corpus changed since the index was built, and it could not be rebuilt."""


class NotAnIndexFolder(RulesqaError):
    """``--index`` names a folder of other files: ingest refuses to write (or remove) anything in it."""

    exit_code = EXIT_USAGE


class IndexLocked(RulesqaError):
    """Another ingest is writing the same index right now."""
