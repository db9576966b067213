"""A whole ship's library: `python bench/ship_library.py --pages N [--work DIR] [--out FILE]`.

Builds a library of about N pages: first the real corpus (all of ../shared/corpus), then many
distinct manuals made from the corpus's text-layer pages — each a unique title page plus runs of
5-20 pages taken from one corpus manual in shuffled order, each run marked with its own revision
line and numbers, so every file has its own sha256 and its own text. Measures, and prints as a
table (JSON lines of every checkpoint go to --out as they happen, so a long run that is stopped
still leaves its figures):

- ingest throughput over the run and per 1,000 pages of made-up manuals (does it slow down as the
  stores grow? the corpus, with its scanned pages, is timed in the overall figure only)
- at the checkpoints (1k / 5k / 20k pages and N): store sizes on disk, and in a fresh engine
  process, question -> evidence (retrieval-only) p50/p95 over the dev questions, the time to open
  the library and that process's peak RSS while asking
- at the end: app start with the big library (window usable), delete of one document, export
  and import of the library (seconds and seconds per GB)

Targets (issue 14, at 20,000 pages on this 2-core machine): p95 <= 400 ms, RSS <= 1.5 GB, window
usable <= 2 s, delete <= 2 s, throughput at the end >= 80 % of the start, export and import each
<= 2 minutes per GB.
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

CHECKPOINTS = (1_000, 2_000, 5_000, 10_000, 20_000)
# Corpus manuals with a text layer on (nearly) every page: the sources of the made-up manuals.
SOURCES = (
    "hyundai-hdec2000-excitation-manual.pdf",
    "navy-neets-mod5-generators-motors.pdf",
    "nsmv-evac-vacuum-system-om.pdf",
)
SYSTEMS = (
    "Main Engine",
    "Auxiliary Boiler",
    "Fresh Water Generator",
    "Purifier",
    "Steering Gear",
    "Emergency Generator",
    "Ballast System",
    "Air Compressor",
    "Sewage Treatment",
    "Excitation System",
    "Vacuum Toilet System",
    "Fire Pump",
)
PAGES_PER_MANUAL = (40, 250)  # a maker's manual on board: tens to a few hundred pages
RUN_PAGES = (5, 20)  # a "section" moved as a whole


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


# ---------------------------------------------------------------- made-up manuals


def make_manual(
    sources: dict[str, Any], index: int, rng: random.Random, out: Path, most: int
) -> int:
    """Write manual number ``index`` (at most ``most`` pages, never under the smallest size) to
    ``out``; returns its page count."""
    import pymupdf

    name = rng.choice(list(sources))
    src = sources[name]
    want = min(rng.randint(*PAGES_PER_MANUAL), max(PAGES_PER_MANUAL[0], most))
    runs: list[tuple[int, int]] = []
    count = 0
    while count < want:
        length = min(rng.randint(*RUN_PAGES), src.page_count, want - count)
        start = rng.randrange(0, src.page_count - length + 1)
        runs.append((start, start + length - 1))
        count += length
    rng.shuffle(runs)
    doc = pymupdf.open()
    title = f"MV Shipmate {index % 7 + 1} — {rng.choice(SYSTEMS)} Manual, Vol. {index}"
    doc.set_metadata({"title": title})
    cover = doc.new_page()
    cover.insert_text((72, 120), title, fontsize=18)
    cover.insert_text(
        (72, 160), f"Document no. SM-{index:05d}-{rng.randint(100, 999)}", fontsize=12
    )
    cover.insert_text((72, 180), f"Based on: {name}", fontsize=10)
    for number, (first, last) in enumerate(runs, 1):
        at = doc.page_count
        doc.insert_pdf(src, from_page=first, to_page=last)
        doc[at].insert_text(
            (36, 20),
            f"Rev. {index}.{number} — set point {rng.randint(10, 990)} kPa, "
            f"interval {rng.randint(100, 9000)} h",
            fontsize=7,
        )
    doc.save(out, garbage=3, deflate=True)
    doc.close()
    return count + 1


# ---------------------------------------------------------------- measurements


def dir_sizes(data: Path) -> dict[str, float]:
    """MB on disk per store."""

    def size(path: Path) -> int:
        if path.is_file():
            return path.stat().st_size
        return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())

    parts = {
        "records": data / "library.sqlite",
        "keywords": data / "keyword.sqlite",
        "graph": data / "graph.kuzu",
        "vectors": data / "chroma",
        "files": data / "files",
    }
    out = {k: size(v) / 1e6 for k, v in parts.items() if v.exists()}
    out["total"] = sum(out.values())
    return out


def ask_in_fresh_process(data: Path, shared: Path) -> dict[str, Any]:
    done = subprocess.run(
        [sys.executable, __file__, "--ask-only", str(data), "--shared", str(shared)],
        capture_output=True,
        text=True,
        cwd=REPO,
        timeout=3600,
    )
    if done.returncode != 0:
        return {"error": done.stderr[-2000:]}
    return json.loads(done.stdout.strip().splitlines()[-1])


def peak_rss_mb() -> float:
    """This process's peak RSS (VmHWM). Not ru_maxrss: Linux carries that over from the parent
    across fork and exec, so a child of the big ingest process would report the parent's."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def ask_only(data: Path, shared: Path) -> int:
    """(Child process) open the library, ask the dev questions retrieval-only, print JSON."""
    from bench.evaluation import load_questions
    from engine.api import Engine
    from engine.config import EngineConfig

    questions = [q["question"] for q in load_questions(shared / "eval")]
    started = time.perf_counter()
    eng = Engine(EngineConfig(data_dir=data, ollama_host="http://127.0.0.1:9")).open()
    opened = time.perf_counter() - started
    eng.warm_up()
    times: list[float] = []
    for question in questions:
        t0 = time.perf_counter()
        gen = eng.ask(question, no_llm=True)
        while True:
            try:
                next(gen)
            except StopIteration:
                break
        times.append((time.perf_counter() - t0) * 1000)
    eng.close()
    print(
        json.dumps(
            {
                "questions": len(times),
                "p50_ms": statistics.median(times),
                "p95_ms": pct(times, 0.95),
                "max_ms": max(times),
                "open_s": opened,
                "rss_mb": peak_rss_mb(),
            }
        )
    )
    return 0


def app_start(data: Path) -> dict[str, float]:
    from bench.app_startup import one_run

    base = Path(tempfile_dir()) / "app"
    base.mkdir(parents=True, exist_ok=True)
    runs = [one_run(data, base / "shot.png", base / "config") for _ in range(2)]
    return {
        "window_usable_ms": min(r.get("window_usable_since_process_start", -1) for r in runs),
        "library_open_ms": min(r.get("library_open", -1) for r in runs),
    }


def tempfile_dir() -> str:
    import tempfile

    return tempfile.mkdtemp(prefix="shipmate-scale-")


# ---------------------------------------------------------------- the run


class Log:
    def __init__(self, path: Path | None, keep: bool = False) -> None:
        self._path = path
        if path is not None:
            path.parent.mkdir(parents=True, exist_ok=True)
            if not keep or not path.exists():
                path.write_text("")

    def __call__(self, kind: str, **data: Any) -> None:
        row = {"kind": kind, "at": time.strftime("%H:%M:%S"), **data}
        print(json.dumps(row), file=sys.stderr, flush=True)
        if self._path is not None:
            with self._path.open("a") as fh:
                fh.write(json.dumps(row) + "\n")


def ingest_one(eng: Any, path: Path, read_figures: bool) -> tuple[int, float, str]:
    started = time.perf_counter()
    results = drain(eng.ingest([path], read_figures=read_figures))
    seconds = time.perf_counter() - started
    pages = sum(r.pages for r in results if r.status == "ready")
    status = ",".join(r.status for r in results)
    return pages, seconds, status


def figure_sample(eng: Any, budget_s: float) -> dict[str, Any]:
    """Read waiting raster figures for ``budget_s`` seconds (as the app does after a batch),
    then stop: figures per second and the time the whole backlog would take on this machine."""
    from engine.cancel import Cancelled, CancelToken

    waiting = eng.pending_figures()
    cancel = CancelToken()
    started = time.perf_counter()
    gen = eng.finish_figures(cancel)
    try:
        while True:
            next(gen)
            if time.perf_counter() - started > budget_s:
                cancel.cancel()
    except (StopIteration, Cancelled):
        pass
    seconds = time.perf_counter() - started
    read = waiting - eng.pending_figures()
    per = seconds / max(read, 1)
    return {
        "waiting": waiting,
        "read": read,
        "seconds": seconds,
        "s_per_figure": per,
        "backlog_h": (waiting - read) * per / 3600,
    }


def drain(gen: Any) -> Any:
    while True:
        try:
            next(gen)
        except StopIteration as stop:
            return stop.value


def library_moves(eng: Any, work: Path, last_doc: str, log: Log) -> dict[str, Any]:
    """Delete of one manual, then export of the whole library (the engine stays open)."""
    out: dict[str, Any] = {}
    doc = next(d for d in eng.documents() if d.file == last_doc)
    started = time.perf_counter()
    eng.remove(doc.doc_id)
    out["delete_s"] = time.perf_counter() - started
    out["deleted_pages"] = doc.pages
    log("delete", seconds=out["delete_s"], pages=doc.pages)
    archive = work / "library.zip"
    started = time.perf_counter()
    exported = drain(eng.export_library(archive))
    out["export_s"] = time.perf_counter() - started
    out["export_gb"] = exported.bytes / 1e9
    out["archive_gb"] = archive.stat().st_size / 1e9
    log("export", seconds=out["export_s"], gb=out["export_gb"], archive_gb=out["archive_gb"])
    return out


def import_and_start(work: Path, data: Path, log: Log) -> dict[str, Any]:
    """(Engine closed) import the exported archive into a new folder, then start the app on
    the library."""
    from engine.store.archive import import_archive

    out: dict[str, Any] = {}
    archive = work / "library.zip"
    started = time.perf_counter()
    drain(import_archive(archive, work / "imported"))
    out["import_s"] = time.perf_counter() - started
    log("import", seconds=out["import_s"])
    archive.unlink()
    shutil.rmtree(work / "imported", ignore_errors=True)
    out["app"] = app_start(data)
    log("app", **out["app"])
    return out


def resumed_state(eng: Any, out: Path | None) -> tuple[int, int, float, int, set[str]]:
    """(pages, documents, ingest seconds, last made-up manual's number, files in the library)
    of a run stopped earlier, from the library itself and its JSON lines."""
    docs = eng.documents()
    files = {d.file for d in docs}
    numbers = [int(f[7:12]) for f in files if f.startswith("manual_") and f[7:12].isdigit()]
    seconds = 0.0
    if out is not None and out.exists():
        for line in out.read_text().splitlines():
            row = json.loads(line)
            if row.get("kind") == "document" and row.get("status") == "ready":
                seconds += row["seconds"]
    return sum(d.pages for d in docs), len(docs), seconds, max(numbers, default=0), files


def run(args: argparse.Namespace) -> dict[str, Any]:
    import pymupdf

    from engine.api import Engine
    from engine.config import EngineConfig

    work: Path = args.work
    resuming = args.resume and (work / "library").exists()
    log = Log(args.out, keep=resuming)
    if work.exists() and not resuming:
        shutil.rmtree(work)
    data, pdfs = work / "library", work / "pdfs"
    pdfs.mkdir(parents=True, exist_ok=True)
    corpus = [] if args.no_corpus else sorted((args.shared / "corpus").glob("*.pdf"))
    sources = {name: pymupdf.open(args.shared / "corpus" / name) for name in SOURCES}

    eng = Engine(EngineConfig(data_dir=data)).open()
    eng.warm_up()
    pages_done, docs_done, ingest_s, index = 0, 0, 0.0, 0
    if resuming:
        pages_done, docs_done, ingest_s, index, present = resumed_state(eng, args.out)
        corpus = [p for p in corpus if p.name not in present]
        log("resumed", pages=pages_done, documents=docs_done, ingest_s=ingest_s, manual=index)
    rng = random.Random(args.seed + index)  # a resumed run goes on with new, unique manuals
    checkpoints = sorted({c for c in CHECKPOINTS if pages_done < c < args.pages} | {args.pages})
    windows: list[dict[str, float]] = []  # one per 1,000 pages
    window_pages, window_s = 0, 0.0
    results: dict[str, Any] = {"pages_target": args.pages, "checkpoints": []}
    queue = iter(corpus)
    last_doc = ""
    while pages_done < args.pages:
        path = next(queue, None)
        if path is None:
            index += 1
            path = pdfs / f"manual_{index:05d}.pdf"
            make_manual(sources, index, rng, path, args.pages - pages_done)
        pages, seconds, status = ingest_one(eng, path, args.figures == "each")
        pages_done += pages
        ingest_s += seconds
        docs_done += status == "ready"
        if path.parent == pdfs:  # windows time the made-up manuals only (the corpus has OCR)
            window_pages += pages
            window_s += seconds
        if status == "ready":
            last_doc = path.name
        log(
            "document",
            file=path.name,
            pages=pages,
            seconds=round(seconds, 2),
            status=status,
            total_pages=pages_done,
        )
        if window_pages >= 1000:
            windows.append(
                {"pages": window_pages, "seconds": window_s, "pages_per_s": window_pages / window_s}
            )
            log("window", end_pages=pages_done, **windows[-1])
            window_pages, window_s = 0, 0.0
        if path.parent == pdfs:
            path.unlink()  # the library keeps its own copy
        if checkpoints and pages_done >= checkpoints[0]:
            while checkpoints and pages_done >= checkpoints[0]:
                checkpoints.pop(0)
            last = not checkpoints
            if last and args.figures == "end":
                results["figures"] = figure_sample(eng, args.figure_seconds)
                log("figures", **results["figures"])
            waiting = eng.pending_figures()
            point: dict[str, Any] = {
                "pages": pages_done,
                "documents": docs_done,
                "ingest_s": ingest_s,
                "pages_per_s": pages_done / ingest_s,
                "figures_waiting": waiting,
            }
            moves = last or pages_done >= args.moves_from
            if moves:  # delete one manual and export the library at this size
                point.update(library_moves(eng, work, last_doc, log))
                point["library_pages"] = pages_done - point["deleted_pages"]
            eng.close()
            point["sizes_mb"] = dir_sizes(data)  # closed: write-ahead logs are in the files
            point["ask"] = ask_in_fresh_process(data, args.shared)
            if moves:
                point.update(import_and_start(work, data, log))
            results["checkpoints"].append(point)
            log("checkpoint", **point)
            if last:
                break
            eng = Engine(EngineConfig(data_dir=data)).open()
    if window_pages:
        windows.append(
            {"pages": window_pages, "seconds": window_s, "pages_per_s": window_pages / window_s}
        )
    results["windows"] = windows
    results["ingest"] = {"pages": pages_done, "documents": docs_done, "seconds": ingest_s}
    final = results["checkpoints"][-1]
    for key in ("delete_s", "export_s", "export_gb", "archive_gb", "import_s", "app"):
        results[key] = final[key]
    return results


def table(results: dict[str, Any]) -> str:
    lines = [
        "| pages | documents | ingest pages/s (cumulative) | store sizes MB (vectors / graph / "
        "records / keywords / files = total) | question -> evidence p50 / p95 ms | open s | "
        "engine RSS while asking MB | delete one manual s | export / import s (GB) | "
        "app window usable ms |",
        "|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|",
    ]
    for c in results["checkpoints"]:
        s, a = c["sizes_mb"], c["ask"]
        sizes = (
            f"{s.get('vectors', 0):.0f} / {s.get('graph', 0):.0f} / {s.get('records', 0):.0f} / "
            f"{s.get('keywords', 0):.0f} / {s.get('files', 0):.0f} = {s['total']:.0f}"
        )
        if "error" in a:
            asked = "failed", "-", "-"
        else:
            asked = (
                f"{a['p50_ms']:.0f} / {a['p95_ms']:.0f}",
                f"{a['open_s']:.1f}",
                f"{a['rss_mb']:.0f}",
            )
        moved = ("-", "-", "-")
        if "delete_s" in c and "app" in c:
            moved = (
                f"{c['delete_s']:.2f}",
                f"{c['export_s']:.0f} / {c['import_s']:.0f} ({c['export_gb']:.2f})",
                f"{c['app']['window_usable_ms']:.0f}",
            )
        lines.append(
            f"| {c['pages']} | {c['documents']} | {c['pages_per_s']:.2f} | {sizes} | "
            f"{asked[0]} | {asked[1]} | {asked[2]} | {moved[0]} | {moved[1]} | {moved[2]} |"
        )
    w = results.get("windows", [])
    if w:
        per = ", ".join(f"{x['pages_per_s']:.2f}" for x in w)
        lines.append("")
        lines.append(f"Ingest pages/s per 1,000 pages: {per}")
        lines.append(
            f"Last window / first window: {w[-1]['pages_per_s'] / w[0]['pages_per_s']:.0%}"
        )
    if "figures" in results:
        f = results["figures"]
        lines.append(
            f"Raster figures left waiting by the run: {f['waiting']}; read {f['read']} in "
            f"{f['seconds']:.0f} s ({f['s_per_figure']:.2f} s each): the rest would take "
            f"{f['backlog_h']:.1f} h after the batch"
        )
    if "delete_s" in results:
        lines.append(f"Delete one document: {results['delete_s']:.2f} s")
    if "export_s" in results:
        gb = results["export_gb"]
        lines.append(
            f"Export: {results['export_s']:.1f} s for {gb:.2f} GB "
            f"({results['export_s'] / max(gb, 1e-9) / 60:.2f} min/GB; archive "
            f"{results['archive_gb']:.2f} GB); import: {results['import_s']:.1f} s "
            f"({results['import_s'] / max(gb, 1e-9) / 60:.2f} min/GB)"
        )
    if "app" in results:
        app = results["app"]
        lines.append(
            f"App start with this library: window usable {app['window_usable_ms']:.0f} ms, "
            f"library open {app['library_open_ms']:.0f} ms"
        )
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", type=int, default=1000)
    parser.add_argument("--shared", type=Path, default=REPO.parent / "shared")
    parser.add_argument("--work", type=Path, default=Path("/tmp/shipmate-scale"))
    parser.add_argument("--out", type=Path, help="JSON lines of progress and checkpoints")
    parser.add_argument("--seed", type=int, default=14)
    parser.add_argument(
        "--no-corpus", action="store_true", help="made-up manuals only (the CI's small run)"
    )
    parser.add_argument(
        "--figures",
        choices=("end", "each"),
        default="end",
        help="read raster figures' labels after every manual (each), or leave them waiting "
        "as after one big batch and time a sample at the end (end, the default)",
    )
    parser.add_argument("--figure-seconds", type=float, default=300, help="length of that sample")
    parser.add_argument(
        "--resume",
        action="store_true",
        help="go on with the library a stopped run left in --work (and its --out lines)",
    )
    parser.add_argument(
        "--moves-from",
        type=int,
        default=5_000,
        help="from this many pages on, every checkpoint also deletes a manual, exports and "
        "imports the library and starts the app on it (the last checkpoint always does)",
    )
    parser.add_argument("--ask-only", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.ask_only:
        return ask_only(args.ask_only, args.shared)
    results = run(args)
    print(table(results))
    if args.out:
        with args.out.open("a") as fh:
            fh.write(json.dumps({"kind": "results", **results}) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
