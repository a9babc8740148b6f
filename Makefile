# Every target does its own set-up, so each works on a fresh clone.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
TORCH := torch==2.13.0
export HF_HUB_OFFLINE := 1
export TRANSFORMERS_OFFLINE := 1

.PHONY: demo test lint setup setup-dev clean bench models

## demo: install, build the index from corpus/, and answer a sample question
demo: $(VENV)/.installed
	$(BIN)/rulesqa ingest corpus --index index
	$(BIN)/rulesqa ask "What happens when my deck is empty and I must draw?"

## test: install everything (torch CPU first), lint, and run the whole test suite
test: $(VENV)/.installed-dev
	$(MAKE) --no-print-directory lint
	$(BIN)/python -m pytest --durations=25

lint: $(VENV)/.installed-dev
	$(BIN)/ruff check rulesqa tests bench
	$(BIN)/mypy

setup: $(VENV)/.installed
setup-dev: $(VENV)/.installed-dev

$(VENV)/bin/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed: pyproject.toml $(VENV)/bin/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

# torch goes in first: 2.13.0 is a local CPU wheel here, while a bare "torch"
# requirement would download a multi-GB CUDA build.
# The browser test (tests/test_web_browser.py) drives Debian's Chromium and chromedriver: installed here as root
# with apt-get; where that cannot be done the test is skipped and says why.
$(VENV)/.installed-dev: pyproject.toml $(VENV)/bin/python
	$(BIN)/python -m pip install --quiet $(TORCH)
	$(BIN)/python -m pip install --quiet -e '.[st,test]'
	@if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null && ! command -v chromedriver >/dev/null; then \
		(apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver \
		 >/dev/null) || echo "could not install chromium; tests/test_web_browser.py will be skipped"; \
	fi
	touch $(VENV)/.installed $@

clean:
	rm -rf $(VENV) index/CURRENT index/build-* index/.tmp-* index/.lock

## bench: the benchmarks (about an hour): JSON in bench/results/, then BENCHMARKS.md generated from them
bench: $(VENV)/.installed-dev
	$(BIN)/python bench/run.py --out bench/results/run.json
	$(BIN)/python bench/verify_claims.py --index $$(mktemp -d)/index --json bench/results/claims-tables.json
	$(BIN)/python bench/bundled.py --json bench/results/bundled.json
	$(BIN)/python bench/realbooks.py --claims --json bench/results/realbooks.json
	$(BIN)/python bench/answer_quotes.py
	$(BIN)/python bench/rulebooks.py
	$(BIN)/python bench/formats.py --json bench/results/formats.json
	books=$$(mktemp -d) && $(BIN)/python bench/packaged_books.py --out $$books && \
		RULESQA_REALBOOKS=$$books $(BIN)/python bench/realbooks.py --eval eval/packagedbooks --claims \
		--json bench/results/packagedbooks.json
	$(BIN)/python bench/pattern_timing.py --json bench/results/patterns.json
	$(BIN)/python bench/web_load.py --json bench/results/web.json
	$(BIN)/python bench/report.py

## models: retrain the ranker, the quote chooser and the verdict model from eval/ (deterministic; ~30 min from nothing, ~12 min with the books' indexes kept)
models: $(VENV)/.installed-dev
	$(BIN)/python -m pip install --quiet -e '.[st,test,train]'
	$(BIN)/python -m rulesqa.learn.train --out rulesqa/learn/models
