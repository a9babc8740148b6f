"""Gradient-boosted trees as plain data: converted from LightGBM's model dump, evaluated with numpy.

LightGBM trains the models (rulesqa/learn/train.py); answering a question must not import it (about a second on this
machine). A model file is JSON: its feature names, and per tree flat arrays of nodes — the feature a node splits on
(-1 for a leaf), the threshold (a row goes left when its value is at most it), the children, and the leaf values.
The score of a row is the sum of its leaves over all trees (the raw score; :func:`sigmoid` makes it a probability
for a binary model). tests/test_learn.py holds this evaluator to LightGBM's own predictions.
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

FORMAT = "rulesqa-trees"
FORMAT_VERSION = 1


@dataclass(frozen=True)
class Tree:
    feature: npt.NDArray[np.int32]
    threshold: npt.NDArray[np.float64]
    left: npt.NDArray[np.int32]
    right: npt.NDArray[np.int32]
    value: npt.NDArray[np.float64]


@dataclass(frozen=True)
class Forest:
    """A trained model: features by name, trees, and what else its trainer recorded (threshold, figures)."""

    features: tuple[str, ...]
    trees: tuple[Tree, ...]
    meta: dict[str, Any]

    def raw(self, x: npt.NDArray[np.float32]) -> npt.NDArray[np.float64]:
        """Every row's sum of leaves, all trees walked at once: one step down per level, not a Python loop over
        trees (a question's 30 candidates through 180 trees in well under a millisecond)."""
        feature, threshold, left, right, value, roots = self._packed
        if len(x) == 0:
            return np.zeros(0, dtype=np.float64)
        node = np.broadcast_to(roots, (len(x), len(roots))).copy()
        rows = np.arange(len(x))[:, None]
        while True:
            split = feature[node]
            inner = split >= 0
            if not inner.any():
                return np.asarray(value[node].sum(axis=1), dtype=np.float64)
            go_left = x[rows, np.where(inner, split, 0)] <= threshold[node]
            node = np.where(inner, np.where(go_left, left[node], right[node]), node)

    @functools.cached_property
    def _packed(self) -> tuple[npt.NDArray[Any], ...]:
        """All trees' nodes in one set of arrays, children as indices into them, and each tree's root."""
        offsets = np.cumsum([0, *(len(t.feature) for t in self.trees)])[:-1]
        shift = [np.where(t.left >= 0, t.left + o, -1) for t, o in zip(self.trees, offsets, strict=True)]
        shift_right = [np.where(t.right >= 0, t.right + o, -1) for t, o in zip(self.trees, offsets, strict=True)]
        return (np.concatenate([t.feature for t in self.trees]), np.concatenate([t.threshold for t in self.trees]),
                np.concatenate(shift), np.concatenate(shift_right), np.concatenate([t.value for t in self.trees]),
                offsets.astype(np.int64))

    def probability(self, x: npt.NDArray[np.float32]) -> npt.NDArray[np.float64]:
        return sigmoid(self.raw(x))


def sigmoid(z: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
    return np.asarray(1.0 / (1.0 + np.exp(-z)), dtype=np.float64)


def from_lightgbm(dump: dict[str, Any], meta: dict[str, Any]) -> dict[str, Any]:
    """A model file's data from ``Booster.dump_model()`` (numerical splits, "<=" decisions only)."""
    trees = []
    for info in dump["tree_info"]:
        nodes: dict[str, list[Any]] = {"feature": [], "threshold": [], "left": [], "right": [], "value": []}
        _flatten(info["tree_structure"], nodes)
        trees.append(nodes)
    return {"format": FORMAT, "format_version": FORMAT_VERSION, "features": dump["feature_names"], "trees": trees,
            **meta}


def _flatten(node: dict[str, Any], nodes: dict[str, list[Any]]) -> int:
    """Append ``node`` and its subtree to ``nodes`` (depth first); its index."""
    at = len(nodes["feature"])
    for name, empty in (("feature", -1), ("threshold", 0.0), ("left", -1), ("right", -1), ("value", 0.0)):
        nodes[name].append(empty)
    if "leaf_value" in node:
        nodes["value"][at] = float(node["leaf_value"])
        return at
    if node.get("decision_type", "<=") != "<=":
        raise ValueError(f"unsupported split {node.get('decision_type')}")
    nodes["feature"][at] = int(node["split_feature"])
    nodes["threshold"][at] = float(node["threshold"])
    nodes["left"][at] = _flatten(node["left_child"], nodes)
    nodes["right"][at] = _flatten(node["right_child"], nodes)
    return at


def load(path: Path) -> Forest:
    """A model file (see module); :class:`ValueError` for anything that is not one."""
    data = json.loads(path.read_text(encoding="utf-8"))
    if data.get("format") != FORMAT or data.get("format_version") != FORMAT_VERSION:
        raise ValueError(f"{path}: not a {FORMAT} file of version {FORMAT_VERSION}")
    trees = tuple(Tree(np.asarray(t["feature"], dtype=np.int32), np.asarray(t["threshold"], dtype=np.float64),
                       np.asarray(t["left"], dtype=np.int32), np.asarray(t["right"], dtype=np.int32),
                       np.asarray(t["value"], dtype=np.float64)) for t in data["trees"])
    meta = {k: v for k, v in data.items() if k not in ("trees", "features", "format", "format_version")}
    return Forest(tuple(data["features"]), trees, meta)
