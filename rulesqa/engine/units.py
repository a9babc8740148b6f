"""The unit vocabulary of the AI rules: tiers and kinds (light: a question's unit data is read with it, without
loading the engine)."""

from __future__ import annotations

TIERS = ("bronze", "silver", "golden", "azure")
KINDS = ("ground", "flying", "ranged", "tower")
