"""Text output for people: answers and citations, labelled in the question's language."""

from __future__ import annotations

from rich.console import Console
from rich.markup import escape

from rulesqa.answer import Answer, Citation

LABELS = {
    "en": {"source": "Source", "terms": "Its terms", "also": "Also relevant",
           "closest": "Closest sections (they may not answer it)",
           "explain": "signals", "example": "Worked example", "reading": "reading",
           "unread": "the units in the question could not be used",
           "sample": "Worked example on sample units (give yours as NAME:KIND:TIER[:dist=N], e.g. "
                     "Griffins:flying:silver:dist=2)",
           "sample-cards": "Worked example on sample cards (for your own: rulesqa example search --deck-cards …, "
                           "or rulesqa simulate)",
           "sample-scenario": "Worked example on sample cards (for your own: rulesqa simulate SCENARIO.toml)",
           "sample-card-game": "Worked example on sample cards (for your own: rulesqa simulate, with "
                               "game = \"card-game\")",
           "sample-ai-deck": "Worked example on sample cards (for your own: rulesqa simulate, with "
                             "game = \"ai-deck\")"},
    "ru": {"source": "Источник", "terms": "Термины", "also": "Также по теме",
           "closest": "Ближайшие разделы (могут не отвечать на вопрос)",
           "explain": "сигналы", "example": "Пример по шагам", "reading": "как прочитано",
           "unread": "отряды из вопроса не удалось использовать",
           "sample": "Пример по шагам на условных отрядах (свои задайте как ИМЯ:ВИД:УРОВЕНЬ[:dist=N], например "
                     "Грифоны:flying:silver:dist=2)",
           "sample-cards": "Пример по шагам на условных картах (для своих: rulesqa example search --deck-cards …, "
                           "или rulesqa simulate)",
           "sample-scenario": "Пример по шагам на условных картах (для своих: rulesqa simulate СЦЕНАРИЙ.toml)",
           "sample-card-game": "Пример по шагам на условных картах (для своих: rulesqa simulate, "
                               "с game = \"card-game\")",
           "sample-ai-deck": "Пример по шагам на условных картах (для своих: rulesqa simulate, "
                             "с game = \"ai-deck\")"},
}


def labels(lang: str) -> dict[str, str]:
    return LABELS.get(lang, LABELS["en"])


def citation_line(c: Citation, lang: str) -> str:
    page = f" · {c.page}" if c.page else ""
    return f"[bold cyan]{escape(c.id)}[/] · {escape(c.display_label)}{escape(page)}"


def print_answer(console: Console, answer: Answer, *, explain: bool = False) -> None:
    words = labels(answer.lang)
    for note in answer.notes:
        console.print(f"[dim]{escape(note)}[/]")
    if answer.answered and answer.citation is not None and answer.text is not None:
        console.print(f"[bold]{escape(answer.text)}[/]")
        console.print(f"  {words['source']}: {citation_line(answer.citation, answer.lang)}")
        if answer.terms:
            glossed = "; ".join(f"{rule} — {reader}" for rule, reader in answer.terms)
            console.print(f"  [dim]{words['terms']}: {escape(glossed)}[/]")
        others = answer.results[1:]
        heading = words["also"]
    else:
        console.print(f"[bold yellow]{escape(answer.message or '')}[/]")
        others = answer.results
        heading = words["closest"]
    if others:
        console.print(f"\n{heading}:")
    for n, result in enumerate(others, start=1):
        console.print(f"  {n}. {citation_line(result.citation, answer.lang)}")
        console.print(f"     [dim]“{escape(result.snippet)}”[/]")
    if answer.example is not None:
        example = answer.example
        searched = any(step.get("action") == "search" for step in example.get("steps", []))
        sample = {"ai": "sample", "card-game": "sample-card-game", "ai-deck": "sample-ai-deck"}.get(
            example.get("kind", ""), "sample-cards" if searched else "sample-scenario")
        heading = words[sample] if example.get("sample") else words["example"]
        console.print(f"\n{heading}: {escape(example['title'])}")
        if example.get("note"):
            console.print(f"  [yellow]{words['unread']}: {escape(example['note'])}[/]")
        for step in example["steps"]:
            console.print(f"  {step['n']}. {escape(step['text'])}  [cyan]\\[{escape(step['citation'])}][/]")
            if step["reading"]:
                console.print(f"     [dim]{words['reading']}: {escape(step['reading'])}[/]")
        if example.get("kind") == "ai":
            console.print(f"  [bold]{escape(example['decision'])}[/]")
    if explain:
        console.print(f"\n{words['explain']}:")
        for result in answer.results:
            s = result.signals
            ranks = " ".join(f"{name}#{rank}" for name, rank in s.get("ranks", {}).items())
            cover = f" coverage={s['coverage']:.2f}" if "coverage" in s else ""
            console.print(f"  {escape(result.citation.id):<45} score={result.score:.3f} dense={s['dense']:.3f} "
                          f"lexical={s['lexical']:.3f}{cover} {ranks}")
        console.print(f"  decision: {answer.reason}")
