"""Label paths in the reader's language (``corpus/labels.tsv``).

A Russian player asking about an English rule reads its label path in
Russian ("Колодостроение › 1. Общие правила карт › Пустая колода"), and an
English player the Russian rules' headings in English. Only labels are
translated, from a table written by hand: the rule text is always quoted in
its own language, and the citation id never changes.

The file has an ``en  ru  note`` header and one title per line: the English
and the Russian form of one part of a label path, as the source writes it
in its own language. A part with no entry (a rule number such as ``208.3``)
stays as it is.
"""

from __future__ import annotations

from pathlib import Path

from rulesqa.chunking import LABEL_SEPARATOR
from rulesqa.tables import read_table, rows

LABELS_NAME = "labels.tsv"
LANGS = ("en", "ru")


class LabelTranslations:
    def __init__(self, pairs: list[tuple[str, str]]):
        self._to: dict[str, dict[str, str]] = {"en": {}, "ru": {}}
        for en, ru in pairs:
            self._to["ru"][en.casefold()] = ru
            self._to["en"][ru.casefold()] = en

    def __len__(self) -> int:
        return len(self._to["ru"])

    @classmethod
    def parse(cls, text: str, path: str = LABELS_NAME) -> LabelTranslations:
        return cls([(fields[0], fields[1])
                    for _, fields in rows(text, path, "English title<TAB>Russian title[<TAB>note]")])

    @classmethod
    def load(cls, path: Path) -> LabelTranslations:
        """The table at ``path``; an empty one when there is no such file."""
        table = read_table(path)
        return cls([]) if table is None else cls.parse(*table)

    def localize(self, label: str, lang: str | None) -> str:
        """``label`` with every part that has a translation into ``lang`` translated."""
        table = self._to.get(lang or "")
        if not table:
            return label
        return LABEL_SEPARATOR.join(table.get(part.casefold(), part) for part in label.split(LABEL_SEPARATOR))
