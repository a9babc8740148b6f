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
from rulesqa.errors import CorpusError

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
        pairs: list[tuple[str, str]] = []
        for number, line in enumerate(text.splitlines(), start=1):
            if not line.strip() or line.startswith("#") or (number == 1 and line.split("\t")[:2] == ["en", "ru"]):
                continue
            fields = [f.strip() for f in line.split("\t")]
            if len(fields) < 2 or not fields[0] or not fields[1]:
                raise CorpusError("expected 'English title<TAB>Russian title[<TAB>note]'", path=path, line=number)
            pairs.append((fields[0], fields[1]))
        return cls(pairs)

    @classmethod
    def load(cls, path: Path) -> LabelTranslations:
        """The table at ``path``; an empty one when there is no such file."""
        if not path.is_file():
            return cls([])
        try:
            text = path.read_text(encoding="utf-8-sig")
        except UnicodeDecodeError:
            raise CorpusError("is not UTF-8 text", path=str(path)) from None
        return cls.parse(text, str(path))

    def localize(self, label: str, lang: str | None) -> str:
        """``label`` with every part that has a translation into ``lang`` translated."""
        table = self._to.get(lang or "")
        if not table:
            return label
        return LABEL_SEPARATOR.join(table.get(part.casefold(), part) for part in label.split(LABEL_SEPARATOR))
