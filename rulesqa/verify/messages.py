"""What a verdict and its checks say, in the claim's language."""

from __future__ import annotations

from typing import Any

MESSAGES = {
    "en": {
        "numbers": "the rule says {stated}, the claim says {claimed}",
        "numbers-ok": "both say {common}",
        "free": "the rule says it is free (“{words}”), the claim gives it a price",
        "worthless": "the rule says it is worth nothing (“{words}”), the claim gives it a value",
        "limit": "a limit (only / at most)", "no-limit": "no limit (any number)",
        "quantifier": "the rule sets {rule}, the claim {claim}",
        "quantifier-number": "the claim says there is no limit, the rule gives a number ({stated})",
        "past-limit": "the rule sets a limit (at most / never more than), the claim goes past it (more than)",
        "below-limit": "the rule sets a limit (up to / at most), which allows fewer; the claim requires a minimum "
                       "(at least / all)",
        "above-minimum": "the rule sets a minimum (at least), the claim only a limit (up to / at most)",
        "answered-no": "the rules answer this question no: “{answer}”",
        "answered-yes": "the rules answer this question yes: “{answer}”",
        "negation": "the rule says the opposite about '{words}' (negated in one, not in the other)",
        "negation-ok": "same polarity",
        "swap": "the rule says “{stated}”, the claim says “{claimed}”",
        "far": "no rule in the corpus says anything close to this",
        "says": "the rule says this",
        "near": "the closest rule is about something near it but does not say this",
        "unmentioned": "the rules never mention {words}, so no rule can say this",
        "unsaid": "the closest rule does not pick by {words}",
        "any-action": "the rule says it cannot act at all, so it cannot {words}",
        "list": "the rule lists {stated}; the claim adds {extra}",
        "exception": "the rule makes an exception of “{words}”",
        "priority": "the rule puts {stated} units first, the claim {claimed} units",
        "tier-order": "the rule attacks {stated} first, the claim {claimed}",
        "only": "the rule says “{rule}”, the claim “{claim}”",
        "tier-next": "the rule attacks {stated} next, the claim {claimed}",
        "same": "the same tier", "lower": "a lower tier", "higher": "a higher tier",
        "miscited": "you cited {cited}; {other} says this",
        "miscited-other": "you cited {cited}; {other} is the rule about this ({verdict}: {reason})",
        "unclear": "unclear — read the rule: it leans to {verdict} ({reason}), but not surely enough to settle it",
        "verdict-supported": "supported", "verdict-contradicted": "contradicted",
    },
    "ru": {
        "numbers": "в правиле {stated}, в утверждении {claimed}",
        "numbers-ok": "и там, и там {common}",
        "free": "в правиле это бесплатно («{words}»), в утверждении есть цена",
        "worthless": "в правиле это ничего не приносит («{words}»), в утверждении есть ценность",
        "limit": "ограничение (только / не более)", "no-limit": "отсутствие ограничения (любое количество)",
        "quantifier": "правило задаёт {rule}, утверждение — {claim}",
        "quantifier-number": "утверждение говорит, что ограничения нет, а правило называет число ({stated})",
        "past-limit": "правило задаёт предел (не более / не больше), утверждение его превышает (больше)",
        "below-limit": "правило задаёт предел (до / не более), можно и меньше; утверждение требует минимум "
                       "(не менее / все)",
        "above-minimum": "правило задаёт минимум (не менее), утверждение — только предел (до / не более)",
        "answered-no": "на этот вопрос правила отвечают «нет»: «{answer}»",
        "answered-yes": "на этот вопрос правила отвечают «да»: «{answer}»",
        "negation": "правило говорит обратное о «{words}» (в одном есть отрицание, в другом нет)",
        "negation-ok": "отрицания совпадают",
        "swap": "в правиле «{stated}», в утверждении «{claimed}»",
        "far": "ни одно правило не говорит ничего похожего",
        "says": "правило говорит именно это",
        "near": "ближайшее правило о чём-то похожем, но этого не говорит",
        "unmentioned": "в правилах нигде не упоминается {words}, так что ни одно правило этого не говорит",
        "unsaid": "ближайшее правило не выбирает по признаку {words}",
        "any-action": "правило запрещает любые действия, значит и «{words}» тоже",
        "list": "в правиле перечислены {stated}; в утверждении добавлено {extra}",
        "exception": "правило делает исключение для «{words}»",
        "priority": "правило ставит первыми {stated}, утверждение — {claimed}",
        "tier-order": "по правилу сначала атакуют {stated}, по утверждению — {claimed}",
        "only": "в правиле «{rule}», в утверждении «{claim}»",
        "tier-next": "по правилу затем атакуют {stated}, по утверждению — {claimed}",
        "same": "тот же уровень", "lower": "уровень ниже", "higher": "уровень выше",
        "miscited": "вы сослались на {cited}; об этом говорит {other}",
        "miscited-other": "вы сослались на {cited}; об этом правило {other} ({verdict}: {reason})",
        "unclear": "неясно — прочтите правило: оно скорее {verdict} утверждение ({reason}), но недостаточно "
                   "уверенно, чтобы решить спор",
        "verdict-supported": "подтверждает", "verdict-contradicted": "опровергает",
    },
}


def say(lang: str, key: str, **values: Any) -> str:
    return MESSAGES.get(lang, MESSAGES["en"])[key].format(**values)
