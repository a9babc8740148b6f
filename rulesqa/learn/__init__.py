"""The learned decision layer: which unit answers, which sentence to quote, whether to answer at all.

Features of (question, unit) pairs (features.py) feed gradient-boosted trees trained with LightGBM on labelled
questions and stored as plain JSON (trees.py evaluates them with numpy: no LightGBM at answering time). ``make
models`` (python -m rulesqa.learn.train, train_verdicts.py; what it keeps between runs: kept.py) retrains them from
eval/, deterministically.
"""
