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
from rulesqa.engine.trace import Trace

TIERS = ("bronze", "silver", "golden", "azure")
KINDS = ("ground", "flying", "ranged", "tower")
MP_PER_TURN = 3

READING_TOWER = ("The Arrow Tower shoots, so we apply the Ranged priorities to it, as a Silver unit; "
                 "if targets are still tied after least health remaining, the player chooses.")
READING_GROUP = ("A group is the target unit and the player units adjacent to it (one or two, as the text "
                 "says). 'More higher-tier units' compares the number of Azure units first, then Golden, Silver "
                 "and Bronze.")
READING_RANGED_TIE = ("The Ranged text gives no rule for a tie at the same distance; we apply the Ground & Flying "
                      "one: the player chooses.")
READING_UNTIED = "The text gives no order among several such units: the player chooses."
READING_BUFF_TARGET = "The buff's target is the activated AI unit; units of both armies on the Board are counted."
READING_MOVE = "Moving one Field costs 1 MP; the AI Hero moves as far as its MP allow."


@dataclass(frozen=True)
class Unit:
    """A unit on the Combat Board. ``hp`` is health remaining; ``max_hp`` (default ``hp``) gives damage taken."""

    name: str
    kind: str = "ground"
    tier: str = "bronze"
    hp: int = 1
    max_hp: int | None = None
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

    def describe(self) -> str:
        return f"{self.name} ({self.kind}, {self.tier}, {self.hp} HP, {self.dist} away)"


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


def _names(units: list[Unit]) -> str:
    return ", ".join(u.name for u in units) if units else "none"


def tier_order(tier: str) -> list[str]:
    """Same tier, then lower tiers down to Bronze, then higher tiers upward."""
    rank = TIERS.index(tier)
    return [TIERS[rank], *reversed(TIERS[:rank]), *TIERS[rank + 1:]]


# --- whom an AI unit attacks --------------------------------------------------------------------

def choose_target(attacker: Unit, targets: list[Unit], trace: Trace | None = None) -> AiResult:
    """The player unit an AI unit attacks (Ground & Flying targeting, Ranged targeting, the Arrow Tower)."""
    trace = trace if trace is not None else Trace()
    tower = attacker.kind == "tower"
    tier = "silver" if tower else attacker.tier
    order = tier_order(tier)
    valid = [t for t in targets if t.reachable and t.name not in attacker.blocked]
    unreachable = [t for t in targets if t not in valid]
    if tower:
        who = "The Arrow Tower" if attacker.name.casefold() == "arrow tower" else f"{attacker.name} (the Arrow Tower)"
        trace.add("ai-target", f"{who} acts as a Silver unit.", R.AI_ARROW_TOWER, READING_TOWER)
    if unreachable:
        trace.add("ai-target", f"Not valid targets for {attacker.name} this activation: {_names(unreachable)}.",
                  R.AI_CLOSEST)
    if attacker.kind in ("ranged", "tower"):
        pools = [("Ranged", [t for t in valid if t.kind == "ranged"], R.AI_RANGED_TARGETING),
                 ("Ground and Flying", [t for t in valid if t.kind in ("ground", "flying")], R.AI_RANGED_TARGETING)]
        trace.add("ai-target", f"{attacker.name} shoots: Ranged targets first, tier by tier "
                  f"({' → '.join(t.capitalize() for t in order)}), else Ground and Flying in the same order.",
                  R.AI_RANGED_TARGETING)
    else:
        pools = [("valid", valid, R.AI_MELEE_TARGETING)]
        trace.add("ai-target", f"{attacker.name} is a {attacker.kind.capitalize()} {attacker.tier.capitalize()} "
                  f"unit: it looks for targets tier by tier ({' → '.join(t.capitalize() for t in order)}).",
                  R.AI_MELEE_TARGETING)
    for label, pool, rule in pools:
        for t in order:
            candidates = [u for u in pool if u.tier == t]
            if not candidates:
                continue
            trace.add("ai-target", f"{label[0].upper()}{label[1:]} {t.capitalize()} targets: {_names(candidates)}.",
                      rule)
            return _closest(attacker, candidates, tower, trace)
        if label == "Ranged":
            trace.add("ai-target", "There are no Ranged targets.", R.AI_RANGED_TARGETING)
    trace.add("ai-target", f"{attacker.name} has no valid target; it does not Defend, as it was not instructed to.",
              R.AI_NO_DEFEND)
    return AiResult(f"{attacker.name} has no valid target.", [], used=False, trace=trace)


def _closest(attacker: Unit, candidates: list[Unit], tower: bool, trace: Trace) -> AiResult:
    shooter = attacker.kind in ("ranged", "tower")
    closest_rule = R.AI_RANGED_TARGETING if shooter else R.AI_CLOSEST  # each text says "the closest" itself
    nearest = min(u.dist for u in candidates)
    tied = [u for u in candidates if u.dist == nearest]
    if len(tied) == 1:
        trace.add("ai-target", f"The closest is {tied[0].describe()}: {attacker.name} attacks it.", closest_rule)
        return AiResult(f"{attacker.name} attacks {tied[0].name}.", [tied[0].name], trace=trace)
    trace.add("ai-target", f"Tied at distance {nearest}: {_names(tied)}.", closest_rule)
    if tower:
        least = min(u.hp for u in tied)
        weakest = [u for u in tied if u.hp == least]
        if len(weakest) == 1:
            trace.add("ai-target", f"The Arrow Tower attacks the one with the least health remaining: "
                      f"{weakest[0].name} ({least} HP).", R.AI_ARROW_TOWER)
            return AiResult(f"{attacker.name} attacks {weakest[0].name}.", [weakest[0].name], trace=trace)
        tied = weakest
        trace.add("ai-target", f"Still tied on health ({least} HP): {_names(tied)}.", R.AI_ARROW_TOWER, READING_TOWER)
    trace.add("ai-target", f"On a tie the player chooses which of {_names(tied)} {attacker.name} attacks.",
              R.AI_CLOSEST, READING_RANGED_TIE if shooter and not tower else None)
    return AiResult(f"The player chooses whom {attacker.name} attacks: {_names(tied)}.", [u.name for u in tied],
                    player_chooses=True, trace=trace)


def resolve_might(attackers: list[Unit], targets: list[Unit]) -> AiResult:
    """A Might card drawn for the first attacker goes to the first AI unit (in order) that can attack."""
    trace = Trace()
    if not attackers:
        raise ValueError("at least one AI unit is needed")
    trace.add("ai-might", f"{attackers[0].name} activates: the AI card drawn is a Might card.", R.AI_APPLIES)
    for n, attacker in enumerate(attackers):
        result = choose_target(attacker, targets, trace)
        if result.chosen:
            if n:
                trace.add("ai-might", f"The Might effect is not wasted: it applies to {attacker.name}, the next AI "
                          "unit able to attack this activation.", R.AI_MIGHT_PASSES)
            else:
                trace.add("ai-might", f"The Might effect boosts this attack of {attacker.name}.", R.AI_MIGHT_PASSES)
            return AiResult(result.decision + f" The Might card boosts {attacker.name}.", result.chosen,
                            result.player_chooses, trace=trace, details={"might_unit": attacker.name})
        if n + 1 < len(attackers):
            trace.add("ai-might", f"{attacker.name} cannot attack: the Might effect passes on.", R.AI_MIGHT_PASSES)
    trace.add("ai-might", "No AI unit can attack this activation: the Might card has nothing to boost.",
              R.AI_MIGHT_PASSES)
    return AiResult("No AI unit can attack; the Might card has no effect.", [], used=False, trace=trace)


# --- what AI Spells target ---------------------------------------------------------------------

SPELL_KINDS = {
    "fireball": "multi-target", "chain lightning": "multi-target", "stone skin": "instant-defense",
    "cure": "healing", "fire shield": "buff", "weakness": "weakener",
}


def spell_kind(spell: str) -> str | None:
    return SPELL_KINDS.get(spell.strip().casefold())


def multi_target(spell: str, player_units: list[Unit]) -> AiResult:
    """Fireball, Chain Lightning: the best group of adjacent player units, else a unit away from AI units."""
    trace = Trace()
    by_name = {u.name: u for u in player_units}
    groups = []
    for unit in player_units:
        neighbours = [by_name[n] for n in unit.adjacent if n in by_name]
        if 1 <= len(neighbours) <= 2:
            groups.append((unit, [unit, *neighbours]))
    if groups:
        trace.add("ai-spell", f"{spell}: units with one or two adjacent player units: "
                  + "; ".join(f"{u.name} (with {_names(g[1:])})" for u, g in groups) + ".",
                  R.AI_MULTI_TARGET, READING_GROUP)

        def tier_counts(group: list[Unit]) -> tuple[int, ...]:
            return tuple(sum(1 for u in group if u.tier == t) for t in reversed(TIERS))

        best_counts = max(tier_counts(g) for _, g in groups)
        best = [(u, g) for u, g in groups if tier_counts(g) == best_counts]
        trace.add("ai-spell", "Groups with the most higher-tier units: " + ", ".join(u.name for u, _ in best) + ".",
                  R.AI_MULTI_TARGET)
        if len(best) > 1:
            least = min(sum(x.hp for x in g) for _, g in best)
            best = [(u, g) for u, g in best if sum(x.hp for x in g) == least]
            trace.add("ai-spell", f"Of those, the least health remaining ({least} HP in the group): "
                      + ", ".join(u.name for u, _ in best) + ".", R.AI_MULTI_TIE)
        if len(best) == 1:
            unit, group = best[0]
            trace.add("ai-spell", f"The AI casts {spell} on {unit.name}, hitting {_names(group)}.", R.AI_MULTI_TIE)
            return AiResult(f"{spell} targets {unit.name}.", [unit.name], trace=trace,
                            details={"group": [u.name for u in group]})
        trace.add("ai-spell", "Still tied: you choose the target among " + ", ".join(u.name for u, _ in best) + ".",
                  R.AI_MULTI_TIE)
        return AiResult(f"You choose the target of {spell}: " + ", ".join(u.name for u, _ in best) + ".",
                        [u.name for u, _ in best], player_chooses=True, trace=trace)
    trace.add("ai-spell", f"{spell}: no player unit has one or two adjacent player units.", R.AI_MULTI_TARGET)
    away = [u for u in player_units if not u.near_ai]
    if away:
        trace.add("ai-spell", f"Target a unit not adjacent to any AI unit: {_names(away)}.", R.AI_MULTI_FALLBACK)
        if len(away) == 1:
            return AiResult(f"{spell} targets {away[0].name}.", [away[0].name], trace=trace)
        trace.add("ai-spell", f"The player chooses among {_names(away)}.", R.AI_MULTI_FALLBACK, READING_UNTIED)
        return AiResult(f"The player chooses the target of {spell}: {_names(away)}.", [u.name for u in away],
                        player_chooses=True, trace=trace)
    trace.add("ai-spell", f"Every player unit is next to an AI unit: the AI does not use {spell}.", R.AI_MULTI_NONE)
    return AiResult(f"The AI does not use {spell}.", [], used=False, trace=trace)


def instant_defense(spell: str, ai_units: list[Unit]) -> AiResult:
    trace = Trace()
    if not ai_units:
        trace.add("ai-spell", f"{spell}: there is no AI unit to protect.", R.AI_INSTANT_DEFENSE)
        return AiResult(f"{spell} has no target.", [], used=False, trace=trace)
    top = max(u.initiative for u in ai_units)
    best = [u for u in ai_units if u.initiative == top]
    trace.add("ai-spell", f"{spell}: highest Initiative among AI units is {top}: {_names(best)}.", R.AI_INSTANT_DEFENSE)
    if len(best) == 1:
        trace.add("ai-spell", f"A Defense Token goes on {best[0].name}.", R.AI_INSTANT_DEFENSE)
        return AiResult(f"{spell}: a Defense Token goes on {best[0].name}.", [best[0].name], trace=trace)
    trace.add("ai-spell", f"Tied: the player chooses among {_names(best)}.", R.AI_INSTANT_DEFENSE, READING_UNTIED)
    return AiResult(f"{spell}: the player chooses among {_names(best)}.", [u.name for u in best],
                    player_chooses=True, trace=trace)


def healing(spell: str, ai_units: list[Unit]) -> AiResult:
    trace = Trace()
    hurt = [u for u in ai_units if u.damage > 0]
    if not hurt:
        trace.add("ai-spell", f"{spell}: no AI unit has taken damage, so there is nothing to heal.", R.AI_HEALING)
        return AiResult(f"{spell} heals nothing.", [], used=False, trace=trace)
    most = max(u.damage for u in hurt)
    worst = [u for u in hurt if u.damage == most]
    trace.add("ai-spell", f"{spell}: the most damage taken is {most}: {_names(worst)}.", R.AI_HEALING)
    if len(worst) > 1:
        top = max(u.rank for u in worst)
        worst = [u for u in worst if u.rank == top]
        trace.add("ai-spell", f"Equally hurt: the highest tier first ({TIERS[top].capitalize()}): {_names(worst)}.",
                  R.AI_HEALING)
    if len(worst) == 1:
        trace.add("ai-spell", f"{spell} removes {most} damage from {worst[0].name}.", R.AI_HEALING)
        return AiResult(f"{spell} heals {worst[0].name} ({most} damage removed).", [worst[0].name], trace=trace)
    trace.add("ai-spell", f"Still tied: the player chooses among {_names(worst)}.", R.AI_HEALING, READING_UNTIED)
    return AiResult(f"{spell}: the player chooses among {_names(worst)}.", [u.name for u in worst],
                    player_chooses=True, trace=trace)


def single_round_buff(spell: str, target: Unit, board: list[Unit]) -> AiResult:
    trace = Trace()
    counted = [u for u in board if u.rank >= target.rank]
    if target.name not in {u.name for u in counted}:
        counted.append(target)
    done = [u for u in counted if u.activated]
    trace.add("ai-spell", f"{spell} on {target.name} ({target.tier.capitalize()}): {len(counted)} unit(s) of that "
              f"tier or higher are on the Board, {len(done)} already activated this Round.", R.AI_BUFF,
              READING_BUFF_TARGET)
    if len(done) * 2 > len(counted):
        trace.add("ai-spell", f"More than half have activated: the AI does not cast {spell}.", R.AI_BUFF)
        return AiResult(f"The AI does not cast {spell}.", [], used=False, trace=trace,
                        details={"counted": len(counted), "activated": len(done)})
    trace.add("ai-spell", f"Not more than half have activated: the AI casts {spell} on {target.name}.", R.AI_BUFF)
    return AiResult(f"The AI casts {spell} on {target.name}.", [target.name], trace=trace,
                    details={"counted": len(counted), "activated": len(done)})


def weakener(spell: str, attacker: Unit, target: Unit) -> AiResult:
    trace = Trace()
    if target.retaliates:
        trace.add("ai-spell", f"{attacker.name}'s attack on {target.name} will provoke a Retaliation: the AI casts "
                  f"{spell} on {target.name} to lower its attack.", R.AI_WEAKENER)
        return AiResult(f"The AI casts {spell} on {target.name}.", [target.name], trace=trace)
    trace.add("ai-spell", f"{attacker.name}'s attack on {target.name} provokes no Retaliation: the AI does not cast "
              f"{spell}.", R.AI_WEAKENER)
    return AiResult(f"The AI does not cast {spell}.", [], used=False, trace=trace)


def cast_ai_spell(spell: str, player_units: list[Unit], ai_units: list[Unit]) -> AiResult:
    """Dispatch on the Spell's kind. The first AI unit is the activated one; the first player unit its target."""
    kind = spell_kind(spell)
    if kind == "multi-target":
        return multi_target(spell, player_units)
    if kind == "instant-defense":
        return instant_defense(spell, ai_units)
    if kind == "healing":
        return healing(spell, ai_units)
    if kind == "buff":
        if not ai_units:
            raise ValueError("Fire Shield needs the activated AI unit (the first AI unit)")
        return single_round_buff(spell, ai_units[0], [*ai_units, *player_units])
    if kind == "weakener":
        if not ai_units or not player_units:
            raise ValueError("Weakness needs the activated AI unit and the unit it attacks")
        return weakener(spell, ai_units[0], player_units[0])
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


def ai_hero_turn(hero_on_tile: Site | None, sites: list[Site], town: Site | None) -> AiResult:
    """Spend the AI Hero's 3 MP by the priorities of the AI rules."""
    trace = Trace()
    flaggable = [s for s in sites if s.flaggable and s.kind in ("mine", "settlement")]
    if hero_on_tile is not None:
        goal = hero_on_tile
        trace.add("ai-move", f"A player's Hero ({goal.name}) is on the same Tile: the AI Hero moves toward them to "
                  "start Combat.", R.AI_HERO_TURN)
    elif flaggable:
        nearest = min(s.dist for s in flaggable)
        tied = [s for s in flaggable if s.dist == nearest]
        if len(tied) > 1:
            trace.add("ai-move", f"The nearest Mines/Settlements it could flag are tied at {nearest} Fields: "
                      f"{', '.join(s.name for s in tied)}; the player chooses.", R.AI_HERO_TURN, READING_UNTIED)
            return AiResult("The player chooses where the AI Hero goes: " + ", ".join(s.name for s in tied) + ".",
                            [s.name for s in tied], player_chooses=True, trace=trace)
        goal = tied[0]
        trace.add("ai-move", f"No player's Hero on its Tile: it moves toward the nearest Mine or Settlement it could "
                  f"flag, {goal.name} ({goal.dist} Fields).", R.AI_HERO_TURN)
    elif town is not None:
        goal = town
        trace.add("ai-move", f"No player's Hero on its Tile and nothing it could flag: it moves toward the player's "
                  f"Town ({goal.dist} Fields).", R.AI_HERO_TURN)
    else:
        trace.add("ai-move", "No player's Hero, nothing to flag and no player's Town given: the AI Hero stays.",
                  R.AI_HERO_TURN)
        return AiResult("The AI Hero stays where it is.", [], used=False, trace=trace)
    mp = MP_PER_TURN
    moved = 0
    while mp > 0 and moved < goal.dist:
        moved += 1
        mp -= 1
        if goal.unexplored == moved:
            trace.add("ai-move", f"Field {moved}: a face-down Tile is discovered (1 MP); the player chooses its "
                      "orientation.", R.AI_HERO_TILES)
        if goal.neutral and goal.neutral_at == moved:
            trace.add("ai-move", f"Field {moved}: Neutral Units ({goal.neutral}) are in the way; the AI Hero wins "
                      "automatically and gains nothing.", R.AI_HERO_NEUTRALS)
    trace.add("ai-move", f"It spends {MP_PER_TURN - mp} of its {MP_PER_TURN} MP moving {moved} Field(s) toward "
              f"{goal.name}.", R.AI_HERO_TURN, READING_MOVE)
    reached = moved >= goal.dist
    if reached and goal.kind == "hero":
        trace.add("ai-move", f"It reaches {goal.name}: Combat starts. Neither side can surrender.", R.AI_NO_SURRENDER)
        trace.add("ai-move", "Beating the AI Hero grants no rewards unless the Scenario says so.", R.AI_NO_REWARDS)
    elif reached and goal.kind in ("mine", "settlement"):
        trace.add("ai-move", f"It reaches {goal.name} and flags it, gaining no benefits.", R.AI_HERO_NEUTRALS)
    return AiResult(f"The AI Hero moves {moved} Field(s) toward {goal.name}" + (" and reaches it." if reached else "."),
                    [goal.name], trace=trace, details={"moved": moved, "reached": reached})


# --- units as text --------------------------------------------------------------------------------

UNIT_FORMAT = ("NAME:KIND:TIER[:hp=N][:max=N][:damage=N][:dist=N][:init=N][:adj=A|B][:blocked=A|B][:near-ai]"
               "[:activated][:unreachable][:retaliates]")
_FLAGS = ("near-ai", "activated", "unreachable", "retaliates")
_NUMBERS = ("hp", "max", "damage", "dist", "init")


def parse_unit(spec: str) -> Unit:
    """``"Griffins:flying:silver:hp=3:dist=2"`` -> :class:`Unit`; :class:`ValueError` says what is wrong."""
    parts = [p.strip() for p in spec.split(":")]
    if len(parts) < 3 or not parts[0]:
        raise ValueError(f"'{spec}': a unit is {UNIT_FORMAT}")
    name, kind, tier = parts[0], parts[1].casefold(), parts[2].casefold()
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
        return replace(unit, hp=number)
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
