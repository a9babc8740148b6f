"""rulesqa: bilingual rules Q&A for board and card games, with exact citations, offline."""

from __future__ import annotations

__version__ = "0.1.0"
