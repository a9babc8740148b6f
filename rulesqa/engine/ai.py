"""The AI rules of the Heroes III board game: whom AI units attack, what AI Spells target, where AI Heroes move.

Each function takes the units (or map facts) as plain values, applies the
priorities of the AI rules text in order, and returns an :class:`AiResult`:
the chosen unit(s), whether the player must choose among tied ones, and a
trace whose every step cites the sentence it applies. Where the text leaves a
case open, the step states the reading it takes.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, replace
from typing import Any

from rulesqa.engine import rules as R
from rulesqa.engine.phrases import Count, Joined, Names, Term, names, phrasebook
from rulesqa.engine.trace import Trace
from rulesqa.engine.units import KINDS, TIERS

MP_PER_TURN = 3

@dataclass(frozen=True)
class Unit:
    """A unit on the Combat Board. ``hp`` is health remaining; ``max_hp`` (default ``hp``) gives damage taken."""

    name: str
    kind: str = "ground"
    tier: str = "bronze"
    hp: int = 1
    max_hp: int | None = None
    hp_given: bool = False  # health was stated ("hp=3"): a trace never states a health nobody gave
    dist: int = 1  # distance from the acting AI unit
    initiative: int = 0
    adjacent: tuple[str, ...] = ()  # units of the same army next to this one
    near_ai: bool = False  # a player unit next to an AI unit
    activated: bool = False  # has activated this Round
    reachable: bool = True  # a valid target for the acting AI unit this activation
    retaliates: bool = False  # attacking it provokes a Retaliation
    blocked: tuple[str, ...] = ()  # for an AI unit: player units it cannot reach this activation

    @property
    def rank(self) -> int:
        return TIERS.index(self.tier)

    @property
    def damage(self) -> int:
        return max(0, (self.max_hp if self.max_hp is not None else self.hp) - self.hp)

    def describe(self, lang: str = "en") -> str:
        """"Griffins (flying, silver, 3 HP, 2 away)", in ``lang``; without the health when none was given."""
        return phrasebook(lang)("ai.unit" if self.hp_given else "ai.unit-no-hp", name=self.name,
                                kind=Term("kind", self.kind), tier=Term("tier", self.tier), hp=self.hp,
                                dist=self.dist)


@dataclass
class AiResult:
    """The outcome of one AI decision."""

    decision: str  # what was decided, in words
    chosen: list[str]  # the unit(s) chosen; several when the player must choose among them
    player_chooses: bool = False
    used: bool = True  # False when the Spell is not cast / no attack happens
    trace: Trace = field(default_factory=Trace)
    details: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"decision": self.decision, "chosen": self.chosen, "player_chooses": self.player_chooses,
                "used": self.used, "steps": self.trace.to_json(), "details": self.details}


def _names(units: list[Unit]) -> Names:
    return names((u.name for u in units), empty="none")


def _spell(spell: str) -> Term:
    return Term("spell", spell)


def tier_order(tier: str) -> list[str]:
    """Same tier, then lower tiers down to Bronze, then higher tiers upward."""
    rank = TIERS.index(tier)
    return [TIERS[rank], *reversed(TIERS[:rank]), *TIERS[rank + 1:]]


# --- whom an AI unit attacks --------------------------------------------------------------------

def choose_target(attacker: Unit, targets: list[Unit], trace: Trace | None = None, lang: str = "en") -> AiResult:
    """The player unit an AI unit attacks (Ground & Flying targeting, Ranged targeting, the Arrow Tower).

    The trace is told in ``lang``, or in the language of ``trace`` when one is given to continue."""
    trace = trace if trace is not None else Trace(lang=lang)
    tower = attacker.kind == "tower"
    tier = "silver" if tower else attacker.tier
    order = tier_order(tier)
    tiers = Joined(tuple(Term("tier", t) for t in order))
    valid = [t for t in targets if t.reachable and t.name not in attacker.blocked]
    unreachable = [t for t in targets if t not in valid]
    if tower:
        who = (trace.words("ai.tower") if attacker.name.casefold() == "arrow tower"
               else trace.words("ai.tower-named", name=attacker.name))
        trace.step("ai-target", "ai.tower-acts", R.AI_ARROW_TOWER, "reading.tower", who=who)
    if unreachable:
        trace.step("ai-target", "ai.unreachable", R.AI_CLOSEST, attacker=attacker.name, units=_names(unreachable))
    if attacker.kind in ("ranged", "tower"):
        pools = [("ai.pool-ranged", [t for t in valid if t.kind == "ranged"], R.AI_RANGED_TARGETING),
                 ("ai.pool-ground", [t for t in valid if t.kind in ("ground", "flying")], R.AI_RANGED_TARGETING)]
        trace.step("ai-target", "ai.shoots", R.AI_RANGED_TARGETING, attacker=attacker.name, order=tiers)
    else:
        pools = [("ai.pool-valid", valid, R.AI_MELEE_TARGETING)]
        trace.step("ai-target", "ai.melee", R.AI_MELEE_TARGETING, attacker=attacker.name,
                   kind=Term("kind", attacker.kind), tier=Term("tier", attacker.tier), order=tiers)
    for pool_key, pool, rule in pools:
        for t in order:
            candidates = [u for u in pool if u.tier == t]
            if not candidates:
                continue
            trace.step("ai-target", pool_key, rule, tier=Term("tier", t), units=_names(candidates))
            return _closest(attacker, candidates, tower, trace)
        if pool_key == "ai.pool-ranged":
            trace.step("ai-target", "ai.no-ranged", R.AI_RANGED_TARGETING)
    trace.step("ai-target", "ai.no-target", R.AI_NO_DEFEND, attacker=attacker.name)
    return AiResult(trace.words("ai.no-target-decision", attacker=attacker.name), [], used=False, trace=trace)


def _closest(attacker: Unit, candidates: list[Unit], tower: bool, trace: Trace) -> AiResult:
    shooter = attacker.kind in ("ranged", "tower")
    closest_rule = R.AI_RANGED_TARGETING if shooter else R.AI_CLOSEST  # each text says "the closest" itself
    nearest = min(u.dist for u in candidates)
    tied = [u for u in candidates if u.dist == nearest]
    if len(tied) == 1:
        trace.step("ai-target", "ai.closest", closest_rule, unit=tied[0].describe(trace.lang), attacker=attacker.name)
        return AiResult(trace.words("ai.attacks", attacker=attacker.name, target=tied[0].name), [tied[0].name],
                        trace=trace)
    trace.step("ai-target", "ai.tied-distance", closest_rule, dist=nearest, units=_names(tied))
    if tower:
        least = min(u.hp for u in tied)
        weakest = [u for u in tied if u.hp == least]
        if len(weakest) == 1:
            trace.step("ai-target", "ai.tower-weakest", R.AI_ARROW_TOWER, unit=weakest[0].name, hp=least)
            return AiResult(trace.words("ai.attacks", attacker=attacker.name, target=weakest[0].name),
                            [weakest[0].name], trace=trace)
        tied = weakest
        trace.step("ai-target", "ai.tower-still-tied", R.AI_ARROW_TOWER, "reading.tower", hp=least,
                   units=_names(tied))
    trace.step("ai-target", "ai.tie", R.AI_CLOSEST, "reading.ranged-tie" if shooter and not tower else None,
               units=_names(tied), attacker=attacker.name)
    return AiResult(trace.words("ai.tie-decision", attacker=attacker.name, units=_names(tied)),
                    [u.name for u in tied], player_chooses=True, trace=trace)


def resolve_might(attackers: list[Unit], targets: list[Unit], lang: str = "en") -> AiResult:
    """A Might card drawn for the first attacker goes to the first AI unit (in order) that can attack."""
    trace = Trace(lang=lang)
    if not attackers:
        raise ValueError("at least one AI unit is needed")
    trace.step("ai-might", "might.drawn", R.AI_APPLIES, unit=attackers[0].name)
    for n, attacker in enumerate(attackers):
        result = choose_target(attacker, targets, trace)
        if result.chosen:
            trace.step("ai-might", "might.passed" if n else "might.boosts", R.AI_MIGHT_PASSES, unit=attacker.name)
            return AiResult(trace.words("might.decision", decision=result.decision, unit=attacker.name),
                            result.chosen, result.player_chooses, trace=trace, details={"might_unit": attacker.name})
        if n + 1 < len(attackers):
            trace.step("ai-might", "might.cannot", R.AI_MIGHT_PASSES, unit=attacker.name)
    trace.step("ai-might", "might.nobody", R.AI_MIGHT_PASSES)
    return AiResult(trace.words("might.nobody-decision"), [], used=False, trace=trace)


# --- what AI Spells target ---------------------------------------------------------------------

SPELL_KINDS = {
    "fireball": "multi-target", "chain lightning": "multi-target", "stone skin": "instant-defense",
    "cure": "healing", "fire shield": "buff", "weakness": "weakener",
}


def spell_kind(spell: str) -> str | None:
    return SPELL_KINDS.get(spell.strip().casefold())


def multi_target(spell: str, player_units: list[Unit], lang: str = "en") -> AiResult:
    """Fireball, Chain Lightning: the best group of adjacent player units, else a unit away from AI units."""
    trace = Trace(lang=lang)
    name = _spell(spell)
    by_name = {u.name: u for u in player_units}
    groups = []
    for unit in player_units:
        neighbours = [by_name[n] for n in unit.adjacent if n in by_name]
        if 1 <= len(neighbours) <= 2:
            groups.append((unit, [unit, *neighbours]))
    if groups:
        listed = "; ".join(trace.words("multi.group", unit=u.name, others=_names(g[1:])) for u, g in groups)
        trace.step("ai-spell", "multi.groups", R.AI_MULTI_TARGET, "reading.group", spell=name, groups=listed)

        def tier_counts(group: list[Unit]) -> tuple[int, ...]:
            return tuple(sum(1 for u in group if u.tier == t) for t in reversed(TIERS))

        best_counts = max(tier_counts(g) for _, g in groups)
        best = [(u, g) for u, g in groups if tier_counts(g) == best_counts]
        trace.step("ai-spell", "multi.best", R.AI_MULTI_TARGET, units=_names([u for u, _ in best]))
        if len(best) > 1:
            least = min(sum(x.hp for x in g) for _, g in best)
            best = [(u, g) for u, g in best if sum(x.hp for x in g) == least]
            trace.step("ai-spell", "multi.least", R.AI_MULTI_TIE, hp=least, units=_names([u for u, _ in best]))
        if len(best) == 1:
            unit, group = best[0]
            trace.step("ai-spell", "multi.cast", R.AI_MULTI_TIE, spell=name, unit=unit.name, group=_names(group))
            return AiResult(trace.words("multi.targets", spell=name, unit=unit.name), [unit.name], trace=trace,
                            details={"group": [u.name for u in group]})
        tied = [u for u, _ in best]
        trace.step("ai-spell", "multi.still-tied", R.AI_MULTI_TIE, units=_names(tied))
        return AiResult(trace.words("multi.you-choose", spell=name, units=_names(tied)), [u.name for u in tied],
                        player_chooses=True, trace=trace)
    trace.step("ai-spell", "multi.no-group", R.AI_MULTI_TARGET, spell=name)
    # the fallback is written for units not adjacent to one another; units each adjacent to more than two are a
    # case the text does not name, and the trace says how it is read
    crowded = "reading.crowded" if any(n in by_name for u in player_units for n in u.adjacent) else None
    away = [u for u in player_units if not u.near_ai]
    if away:
        trace.step("ai-spell", "multi.away", R.AI_MULTI_FALLBACK, crowded, units=_names(away))
        if len(away) == 1:
            return AiResult(trace.words("multi.targets", spell=name, unit=away[0].name), [away[0].name],
                            trace=trace)
        trace.step("ai-spell", "multi.player-chooses", R.AI_MULTI_FALLBACK, "reading.untied", units=_names(away))
        return AiResult(trace.words("multi.player-chooses-decision", spell=name, units=_names(away)),
                        [u.name for u in away], player_chooses=True, trace=trace)
    trace.step("ai-spell", "multi.unused", R.AI_MULTI_NONE, crowded, spell=name)
    return AiResult(trace.words("spell.unused", spell=name), [], used=False, trace=trace)


def instant_defense(spell: str, ai_units: list[Unit], lang: str = "en") -> AiResult:
    trace = Trace(lang=lang)
    name = _spell(spell)
    if not ai_units:
        trace.step("ai-spell", "defense.nobody", R.AI_INSTANT_DEFENSE, spell=name)
        return AiResult(trace.words("defense.no-target", spell=name), [], used=False, trace=trace)
    top = max(u.initiative for u in ai_units)
    best = [u for u in ai_units if u.initiative == top]
    trace.step("ai-spell", "defense.initiative", R.AI_INSTANT_DEFENSE, spell=name, top=top, units=_names(best))
    if len(best) == 1:
        trace.step("ai-spell", "defense.token", R.AI_INSTANT_DEFENSE, unit=best[0].name)
        return AiResult(trace.words("defense.decision", spell=name, unit=best[0].name), [best[0].name], trace=trace)
    trace.step("ai-spell", "tie.player-chooses", R.AI_INSTANT_DEFENSE, "reading.untied", units=_names(best))
    return AiResult(trace.words("spell.player-chooses", spell=name, units=_names(best)), [u.name for u in best],
                    player_chooses=True, trace=trace)


def healing(spell: str, ai_units: list[Unit], lang: str = "en") -> AiResult:
    trace = Trace(lang=lang)
    name = _spell(spell)
    hurt = [u for u in ai_units if u.damage > 0]
    if not hurt:
        trace.step("ai-spell", "heal.nobody", R.AI_HEALING, spell=name)
        return AiResult(trace.words("heal.nothing", spell=name), [], used=False, trace=trace)
    most = max(u.damage for u in hurt)
    worst = [u for u in hurt if u.damage == most]
    trace.step("ai-spell", "heal.most", R.AI_HEALING, spell=name, most=most, units=_names(worst))
    if len(worst) > 1:
        top = max(u.rank for u in worst)
        worst = [u for u in worst if u.rank == top]
        trace.step("ai-spell", "heal.tier", R.AI_HEALING, tier=Term("tier", TIERS[top]), units=_names(worst))
    if len(worst) == 1:
        trace.step("ai-spell", "heal.removes", R.AI_HEALING, spell=name, most=most, unit=worst[0].name)
        return AiResult(trace.words("heal.decision", spell=name, unit=worst[0].name, most=most), [worst[0].name],
                        trace=trace)
    trace.step("ai-spell", "still-tied.player-chooses", R.AI_HEALING, "reading.untied", units=_names(worst))
    return AiResult(trace.words("spell.player-chooses", spell=name, units=_names(worst)), [u.name for u in worst],
                    player_chooses=True, trace=trace)


def single_round_buff(spell: str, target: Unit, board: list[Unit], lang: str = "en") -> AiResult:
    trace = Trace(lang=lang)
    name = _spell(spell)
    counted = [u for u in board if u.rank >= target.rank]
    if target.name not in {u.name for u in counted}:
        counted.append(target)
    done = [u for u in counted if u.activated]
    details = {"counted": len(counted), "activated": len(done)}
    trace.step("ai-spell", "buff.count", R.AI_BUFF, "reading.buff-target", spell=name, target=target.name,
               tier=Term("tier", target.tier), counted=len(counted), done=len(done))
    if len(done) * 2 > len(counted):
        trace.step("ai-spell", "buff.too-late", R.AI_BUFF, spell=name)
        return AiResult(trace.words("buff.not-cast", spell=name), [], used=False, trace=trace, details=details)
    trace.step("ai-spell", "buff.cast-step", R.AI_BUFF, spell=name, target=target.name)
    return AiResult(trace.words("spell.cast-on", spell=name, target=target.name), [target.name], trace=trace,
                    details=details)


def weakener(spell: str, attacker: Unit, target: Unit, lang: str = "en") -> AiResult:
    trace = Trace(lang=lang)
    name = _spell(spell)
    if target.retaliates:
        trace.step("ai-spell", "weaken.yes", R.AI_WEAKENER, attacker=attacker.name, target=target.name, spell=name)
        return AiResult(trace.words("spell.cast-on", spell=name, target=target.name), [target.name], trace=trace)
    trace.step("ai-spell", "weaken.no", R.AI_WEAKENER, attacker=attacker.name, target=target.name, spell=name)
    return AiResult(trace.words("buff.not-cast", spell=name), [], used=False, trace=trace)


def cast_ai_spell(spell: str, player_units: list[Unit], ai_units: list[Unit], lang: str = "en") -> AiResult:
    """Dispatch on the Spell's kind. The first AI unit is the activated one; the first player unit its target."""
    kind = spell_kind(spell)
    if kind == "multi-target":
        return multi_target(spell, player_units, lang)
    if kind == "instant-defense":
        return instant_defense(spell, ai_units, lang)
    if kind == "healing":
        return healing(spell, ai_units, lang)
    if kind == "buff":
        if not ai_units:
            raise ValueError("Fire Shield needs the activated AI unit (the first AI unit)")
        return single_round_buff(spell, ai_units[0], [*ai_units, *player_units], lang)
    if kind == "weakener":
        if not ai_units or not player_units:
            raise ValueError("Weakness needs the activated AI unit and the unit it attacks")
        return weakener(spell, ai_units[0], player_units[0], lang)
    raise ValueError(f"unknown AI Spell '{spell}'; known: {', '.join(s.title() for s in SPELL_KINDS)}")


# --- where an AI Hero moves ---------------------------------------------------------------------

@dataclass(frozen=True)
class Site:
    """A Mine or Settlement (or the player's Town) at a distance, in Fields, from the AI Hero."""

    name: str
    kind: str  # mine | settlement | town | hero
    dist: int
    flaggable: bool = True
    neutral: str | None = None  # Neutral Units standing on the way …
    neutral_at: int | None = None  # … this many Fields along it
    unexplored: int | None = None  # a face-down Tile this many Fields along the way


def ai_hero_turn(hero_on_tile: Site | None, sites: list[Site], town: Site | None, lang: str = "en") -> AiResult:
    """Spend the AI Hero's 3 MP by the priorities of the AI rules."""
    trace = Trace(lang=lang)
    flaggable = [s for s in sites if s.flaggable and s.kind in ("mine", "settlement")]
    if hero_on_tile is not None:
        goal = hero_on_tile
        trace.step("ai-move", "move.hero", R.AI_HERO_TURN, name=goal.name)
    elif flaggable:
        nearest = min(s.dist for s in flaggable)
        tied = [s for s in flaggable if s.dist == nearest]
        if len(tied) > 1:
            listed = names(s.name for s in tied)
            trace.step("ai-move", "move.tied", R.AI_HERO_TURN, "reading.untied", fields=Count(nearest, "field"),
                       sites=listed)
            return AiResult(trace.words("move.tied-decision", sites=listed), [s.name for s in tied],
                            player_chooses=True, trace=trace)
        goal = tied[0]
        trace.step("ai-move", "move.flag", R.AI_HERO_TURN, site=goal.name, fields=Count(goal.dist, "field"))
    elif town is not None:
        goal = town
        trace.step("ai-move", "move.town", R.AI_HERO_TURN, fields=Count(goal.dist, "field"))
    else:
        trace.step("ai-move", "move.stays", R.AI_HERO_TURN)
        return AiResult(trace.words("move.stays-decision"), [], used=False, trace=trace)
    mp = MP_PER_TURN
    moved = 0
    while mp > 0 and moved < goal.dist:
        if goal.unexplored == moved + 1:  # the next Field's Tile is face-down: discovering it costs 1 MP first
            mp -= 1
            trace.step("ai-move", "move.tile", R.AI_HERO_TILES, n=moved + 1)
            if mp == 0:
                break
        moved += 1
        mp -= 1
        if goal.neutral and goal.neutral_at == moved:
            trace.step("ai-move", "move.neutrals", R.AI_HERO_NEUTRALS, n=moved, units=goal.neutral)
    spent = MP_PER_TURN - mp
    trace.step("ai-move", "move.spends", R.AI_HERO_TURN, "reading.move", spent=spent, mp=MP_PER_TURN,
               spent_mp=Count(spent, "mp"), moved_fields=Count(moved, "field"), goal=goal.name)
    reached = moved >= goal.dist
    if reached and goal.kind == "hero":
        trace.step("ai-move", "move.combat", R.AI_NO_SURRENDER, goal=goal.name)
        trace.step("ai-move", "move.no-rewards", R.AI_NO_REWARDS)
    elif reached and goal.kind in ("mine", "settlement"):
        trace.step("ai-move", "move.flags", R.AI_HERO_NEUTRALS, goal=goal.name)
    decision = trace.words("move.decision-reached" if reached else "move.decision",
                           moved_fields=Count(moved, "field"), goal=goal.name)
    return AiResult(decision, [goal.name], trace=trace, details={"moved": moved, "reached": reached})


# --- a Siege: the Gate and the Walls --------------------------------------------------------------

# how an AI unit gets to its target in a Siege -> (its step, its words in the decision)
_SIEGE_ROUTES = {"over": ("siege.over", "siege.over-decision"),
                 "gate": ("siege.gate-through", "siege.gate-decision-route"),
                 "shoots": ("siege.shoots", "siege.shoots-decision")}


def ai_siege(behind: list[Unit], attacker: Unit | None = None, targets: list[Unit] | None = None,
             lang: str = "en") -> AiResult:
    """Walls and Gate with no arrangement given: the Gate goes in front of the unit behind the Walls with the highest
    HP. An AI unit that activates then does not attack the Walls: it flies over them or moves through the Gate toward
    the target the AI targeting rules give it, or Defends if it cannot. ``targets`` default to the units behind the
    Walls (the AI besieges the player's army). :class:`ValueError` when a unit behind the Walls has no health given.
    """
    trace = Trace(lang=lang)
    if not behind:
        raise ValueError("the Gate goes in front of a unit behind the Walls: give at least one")
    unknown = [u.name for u in behind if not u.hp_given]
    if unknown:
        raise ValueError(f"the Gate goes in front of the unit with the highest HP: give hp=N for {', '.join(unknown)}")
    top = max(u.hp for u in behind)
    highest = [u for u in behind if u.hp == top]
    gate = [u.name for u in highest]
    if len(highest) == 1:
        trace.step("ai-siege", "siege.gate", R.AI_SIEGE_GATE, "reading.siege-behind", unit=highest[0].name, hp=top)
    else:
        trace.step("ai-siege", "siege.gate-tied", R.AI_SIEGE_GATE, "reading.siege-gate-tie", hp=top,
                   units=_names(highest))
    details: dict[str, Any] = {"gate": gate}
    gate_decision = (trace.words("siege.gate-decision", unit=gate[0]) if len(gate) == 1
                     else trace.words("siege.gate-tie-decision", units=_names(highest)))
    if attacker is None:
        return AiResult(gate_decision, gate, player_chooses=len(gate) > 1, trace=trace, details=details)
    targets = behind if targets is None else targets
    if attacker.kind == "tower":  # the Arrow Tower is part of the defences: it shoots, and crosses nothing
        result = choose_target(attacker, targets, trace)
        return replace(result, decision=f"{gate_decision} {result.decision}", details={**details, "route": "shoots"})
    valid = [t for t in targets if t.reachable and t.name not in attacker.blocked]
    if not valid:
        trace.step("ai-siege", "siege.defends", R.AI_SIEGE_WALLS, "reading.siege-cannot", attacker=attacker.name)
        return AiResult(f"{gate_decision} {trace.words('siege.defends-decision', attacker=attacker.name)}", [],
                        used=False, trace=trace, details={**details, "route": "defends"})
    result = choose_target(attacker, targets, trace)
    route = {"flying": "over", "ground": "gate"}.get(attacker.kind, "shoots")
    step, said = _SIEGE_ROUTES[route]
    trace.step("ai-siege", step, R.AI_SIEGE_WALLS, "reading.siege-ranged" if route == "shoots" else None,
               attacker=attacker.name)
    decision = f"{gate_decision} {result.decision} {trace.words(said)}"
    return replace(result, decision=decision, details={**details, "route": route})


# --- units as text --------------------------------------------------------------------------------

UNIT_FORMAT = ("NAME:KIND:TIER[:hp=N][:max=N][:damage=N][:dist=N][:init=N][:adj=A|B][:blocked=A|B][:near-ai]"
               "[:activated][:unreachable][:retaliates]")
_FLAGS = ("near-ai", "activated", "unreachable", "retaliates")
_NUMBERS = ("hp", "max", "damage", "dist", "init")


# what players also call a tier: "gold" for Golden
_TIER_ALIASES = {"gold": "golden"}


def parse_unit(spec: str) -> Unit:
    """``"Griffins:flying:silver:hp=3:dist=2"`` -> :class:`Unit`; :class:`ValueError` says what is wrong."""
    parts = [p.strip() for p in spec.split(":")]
    if len(parts) < 3 or not parts[0]:
        raise ValueError(f"'{spec}': a unit is {UNIT_FORMAT}")
    name, kind, tier = parts[0], parts[1].casefold(), parts[2].casefold()
    tier = _TIER_ALIASES.get(tier, tier)
    if kind not in KINDS:
        raise ValueError(f"'{spec}': the kind is one of {', '.join(KINDS)}, not '{parts[1]}'")
    if tier not in TIERS:
        raise ValueError(f"'{spec}': the tier is one of {', '.join(TIERS)}, not '{parts[2]}'")
    unit = Unit(name, kind, tier)
    damage: int | None = None  # damage taken: full health is health remaining + damage, whatever the order given
    for extra in parts[3:]:
        key, _, value = extra.partition("=")
        key = key.casefold()
        if key in _NUMBERS:
            try:
                number = int(value)
            except ValueError:
                raise ValueError(f"'{spec}': {key} needs a whole number, not '{value}'") from None
            if number < 0 or number > 10_000:
                raise ValueError(f"'{spec}': {key} must be between 0 and 10000")
            if key == "damage":
                damage = number
            else:
                unit = _with_number(unit, key, number)
        elif key == "adj":
            unit = replace(unit, adjacent=_name_list(value))
        elif key == "blocked":
            unit = replace(unit, blocked=_name_list(value))
        elif key in _FLAGS and not value:
            unit = _with_flag(unit, key)
        else:
            raise ValueError(f"'{spec}': unknown part '{extra}'; a unit is {UNIT_FORMAT}")
    if damage is not None:
        if unit.max_hp is not None and unit.max_hp != unit.hp + damage:
            raise ValueError(f"'{spec}': max={unit.max_hp} is not hp={unit.hp} + damage={damage}; give two of them")
        unit = replace(unit, max_hp=unit.hp + damage)
    return unit


def _name_list(value: str) -> tuple[str, ...]:
    return tuple(v.strip() for v in value.split("|") if v.strip())


def _with_number(unit: Unit, key: str, number: int) -> Unit:
    if key == "hp":
        return replace(unit, hp=number, hp_given=True)
    if key == "max":
        return replace(unit, max_hp=number)
    if key == "dist":
        return replace(unit, dist=number)
    return replace(unit, initiative=number)


def _with_flag(unit: Unit, key: str) -> Unit:
    if key == "near-ai":
        return replace(unit, near_ai=True)
    if key == "activated":
        return replace(unit, activated=True)
    if key == "unreachable":
        return replace(unit, reachable=False)
    return replace(unit, retaliates=True)


SITE_FORMAT = "NAME:KIND:dist=N[:flagged][:neutral=UNITS@N][:unexplored=N]  (KIND: mine, settlement, town, hero)"


def parse_site(spec: str) -> Site:
    """``"Gold Mine:mine:dist=2:neutral=Pikemen@1"`` -> :class:`Site`."""
    parts = [p.strip() for p in spec.split(":")]
    if len(parts) < 2 or not parts[0]:
        raise ValueError(f"'{spec}': a place is {SITE_FORMAT}")
    kind = parts[1].casefold()
    if kind not in ("mine", "settlement", "town", "hero"):
        raise ValueError(f"'{spec}': the kind is mine, settlement, town or hero, not '{parts[1]}'")
    site = Site(parts[0], kind, 1)
    for extra in parts[2:]:
        key, _, value = extra.partition("=")
        key = key.casefold()
        try:
            if key == "dist":
                site = replace(site, dist=_bounded(int(value)))
            elif key == "unexplored":
                site = replace(site, unexplored=_bounded(int(value)))
            elif key == "neutral":
                units, _, at = value.partition("@")
                site = replace(site, neutral=units.strip() or "Neutral Units", neutral_at=_bounded(int(at or 1)))
            elif key == "flagged" and not value:
                site = replace(site, flaggable=False)
            else:
                raise ValueError(extra)
        except ValueError:
            raise ValueError(f"'{spec}': cannot read '{extra}'; a place is {SITE_FORMAT}") from None
    return site


def _bounded(number: int) -> int:
    if not 0 <= number <= 10_000:
        raise ValueError(number)
    return number


def unit_json(unit: Unit) -> dict[str, Any]:
    data = asdict(unit)
    data["adjacent"] = list(unit.adjacent)
    data["blocked"] = list(unit.blocked)
    return data
