"""rulesqa: bilingual rules Q&A for board and card games, with exact citations, offline.

Library use::

    import rulesqa
    index = rulesqa.open_index("index")
    answer = index.ask("What happens when my deck is empty?")
    print(answer.text, answer.citation.id)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

__version__ = "0.31.0"

if TYPE_CHECKING:
    from rulesqa.api import RulesIndex, open_index

__all__ = ["RulesIndex", "__version__", "open_index"]


def __getattr__(name: str) -> Any:  # keep "import rulesqa" light: load the API on first use
    if name in ("open_index", "RulesIndex"):
        from rulesqa import api

        return getattr(api, name)
    raise AttributeError(name)
