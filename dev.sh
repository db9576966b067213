#!/usr/bin/env bash
# Shipmate developer entry point.
#   ./dev.sh run    install (first time) and start the desktop app
#   ./dev.sh test   install (first time) and run lint + the whole test suite (what CI runs)
#   ./dev.sh fast   tests without the slow ones (corpus OCR, installer bundle)
#   ./dev.sh bench  print the ingest / ask / GUI benchmarks
set -euo pipefail
cd "$(dirname "$0")"
VENV="${SHIPMATE_VENV:-.venv}"
PY="${PYTHON:-python3.11}"

install() {
    if [ ! -x "$VENV/bin/python" ]; then
        "$PY" -m venv "$VENV"
    fi
    if [ ! -f "$VENV/.shipmate-installed" ] || [ pyproject.toml -nt "$VENV/.shipmate-installed" ]; then
        # torch first, alone: the CPU build. Installed later as a dependency, pip would pull CUDA.
        "$VENV/bin/python" -m pip install --quiet --upgrade pip
        "$VENV/bin/python" -m pip install --quiet "torch==2.13.0"
        "$VENV/bin/python" -m pip install --quiet -e ".[dev]"
        touch "$VENV/.shipmate-installed"
    fi
}

case "${1:-run}" in
    run)
        install
        shift || true
        exec "$VENV/bin/shipmate" "$@"
        ;;
    test)
        install
        "$VENV/bin/ruff" check .
        "$VENV/bin/ruff" format --check .
        exec "$VENV/bin/python" -m pytest "${@:2}"
        ;;
    fast)
        install
        exec "$VENV/bin/python" -m pytest -m "not slow" "${@:2}"
        ;;
    bench)
        install
        lib="$(mktemp -d)/corpus"
        "$VENV/bin/python" bench/ingest_bench.py --ocr
        "$VENV/bin/python" bench/picture_tables.py
        "$VENV/bin/python" bench/ocr_words.py --rot-pages 2
        "$VENV/bin/python" bench/table_census.py
        "$VENV/bin/python" bench/eval_dev.py --build --data-dir "$lib"
        for half in tune held; do
            "$VENV/bin/python" bench/eval_dev.py --data-dir "$lib" \
                --questions bench/questions/questions.jsonl --half "$half"
        done
        for set in tune_extra tune_extra2 tune_extra3 fresh fresh2 fresh3 fresh4 fresh5 \
            fresh6 fresh7 fresh8 fresh9 fresh10 fresh11 fresh12 fresh13 fresh14 fresh15 fresh16 \
            fresh17 probe18 fresh18 fresh19 fresh20 fresh21 fresh22; do
            "$VENV/bin/python" bench/eval_dev.py --data-dir "$lib" \
                --questions "bench/questions/$set.jsonl"
        done
        "$VENV/bin/python" bench/ask_bench.py --data-dir "$lib"
        for set in other_makers other_makers_held19 other_makers_tune20 other_makers_held20a \
            other_makers_held20b other_makers_tune21 other_makers_held21a other_makers_held21b; do
            "$VENV/bin/python" bench/other_makers.py --set "$set"
        done
        "$VENV/bin/python" bench/app_startup.py
        "$VENV/bin/python" bench/gui_stall.py
        "$VENV/bin/python" bench/ingest_limits.py
        "$VENV/bin/python" bench/library_panel.py
        rm -rf "$(dirname "$lib")"
        ;;
    *)
        echo "usage: ./dev.sh [run|test|fast|bench]" >&2
        exit 2
        ;;
esac
