# Shortcuts; the README's two commands are the supported set-up.
PY ?= .venv/bin/python

.PHONY: test soak bench lint
test:
	$(PY) -m pytest
soak:  ## long random-play runs that CI skips
	$(PY) -m pytest -m soak
bench:
	$(PY) benchmarks/engine.py
	$(PY) benchmarks/bots.py
	$(PY) benchmarks/app.py
	$(PY) benchmarks/rules.py
	$(PY) benchmarks/phones.py
lint:
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .
	$(PY) -m mypy
