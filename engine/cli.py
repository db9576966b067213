"""The `shipmate` command's headless side: ingest, docs, remove, stats, ask and --self-check.

With no subcommand `shipmate` opens the desktop app; the app is not part of the engine, so its
launcher (app/main.py ``main``, the console script) passes itself in as ``run_app``.

Exit codes: 0 ok, 1 some input failed (the rest went through; also a library archive that cannot
be imported, and `stats --check` finding the stores disagree), 2 usage error, 3 the library is
open in another Shipmate.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TextIO

import engine  # noqa: F401  (offline environment first)
from engine.config import EngineConfig
from engine.errors import DataDirBusy, ShipmateError

EXIT_OK, EXIT_FAILED, EXIT_USAGE, EXIT_BUSY = 0, 1, 2, 3

# run_app(config, screenshot=..., ask=..., no_llm=...) -> exit code: the desktop app's launcher.
AppLauncher = Callable[..., int]


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage(sys.stderr)
        print(f"shipmate: error: {message}", file=sys.stderr)
        raise SystemExit(EXIT_USAGE)


def _common(p: argparse.ArgumentParser) -> None:
    # SUPPRESS: given before the command ("shipmate --data-dir D ingest F") the folder must not
    # be reset by the command's own default (it was, and the files went to the per-user library).
    p.add_argument(
        "--data-dir",
        type=Path,
        default=argparse.SUPPRESS,
        help="library folder (default: per-user data dir)",
    )
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.add_argument("-v", "--verbose", action="store_true", help="log details to stderr")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="shipmate", description="Offline assistant for ship manuals.")
    parser.add_argument("--data-dir", type=Path, help="library folder")
    parser.add_argument("--screenshot", type=Path, help="save a PNG of the window and exit")
    parser.add_argument("--ask", help="with --screenshot: ask this question first")
    parser.add_argument("--no-llm", action="store_true", help="retrieval-only answers")
    parser.add_argument("--self-check", action="store_true", help="check every part, offline")
    parser.add_argument("--ollama-host", help="Ollama URL (default http://127.0.0.1:11434)")
    parser.add_argument("--model", help="Ollama model name")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)

    p = sub.add_parser("ingest", help="add PDF files or folders to the library")
    p.add_argument("paths", nargs="+", type=Path)
    _common(p)

    p = sub.add_parser("docs", help="list documents in the library")
    _common(p)

    p = sub.add_parser("remove", help="remove a document from the library")
    p.add_argument("doc_id")
    _common(p)

    p = sub.add_parser("stats", help="totals per store")
    p.add_argument(
        "--check",
        action="store_true",
        help="counts per document across every store; exit 1 if they disagree",
    )
    _common(p)

    p = sub.add_parser("library", help="export or import the whole library (one archive file)")
    library = p.add_subparsers(dest="library_command", parser_class=_Parser, required=True)
    q = library.add_parser("export", help="write the whole library to one archive file")
    q.add_argument("file", type=Path)
    _common(q)
    q = library.add_parser(
        "import", help="replace the library with the one in an archive (checked first)"
    )
    q.add_argument("file", type=Path)
    _common(q)

    p = sub.add_parser("ask", help="ask a question")
    p.add_argument("question", nargs="?")
    p.add_argument("--batch", type=Path, help="file with one question per line; JSON lines out")
    p.add_argument("--no-llm", action="store_true", help="retrieval-only: quote the evidence")
    p.add_argument("--model", help="Ollama model name")
    p.add_argument("--ollama-host", help="Ollama URL")
    p.add_argument("--conversation", help="conversation id (keeps chat history)")
    _common(p)
    return parser


def main(argv: Sequence[str] | None = None, run_app: AppLauncher | None = None) -> int:
    """Run the command line; with no subcommand, ``run_app`` opens the desktop app."""
    args = build_parser().parse_args(argv)
    logging.basicConfig(
        level=logging.INFO if getattr(args, "verbose", False) else logging.WARNING,
        format="%(levelname)s %(name)s: %(message)s",
        stream=sys.stderr,
    )
    config = EngineConfig.from_env(
        data_dir=args.data_dir,
        ollama_host=getattr(args, "ollama_host", None),
        model=getattr(args, "model", None),
    )
    if config.data_dir.exists() and not config.data_dir.is_dir():
        print(f"shipmate: the data dir {config.data_dir} is a file, not a folder", file=sys.stderr)
        return EXIT_USAGE
    try:
        if args.command is None:
            if args.self_check:
                from engine.selfcheck import run_self_check

                return run_self_check(config, sys.stdout)
            if run_app is None:
                print(
                    "shipmate: the desktop app starts from `shipmate` (or `python -m app`)",
                    file=sys.stderr,
                )
                return EXIT_USAGE
            return run_app(config, screenshot=args.screenshot, ask=args.ask, no_llm=args.no_llm)
        handler = {
            "ingest": cmd_ingest,
            "docs": cmd_docs,
            "remove": cmd_remove,
            "stats": cmd_stats,
            "ask": cmd_ask,
            "library": cmd_library,
        }[args.command]
        return handler(args, config)
    except DataDirBusy as exc:
        print(f"shipmate: {exc}", file=sys.stderr)
        return EXIT_BUSY
    except ShipmateError as exc:
        print(f"shipmate: {exc}", file=sys.stderr)
        return EXIT_FAILED
    except KeyboardInterrupt:
        print("shipmate: interrupted", file=sys.stderr)
        return 130


def _open(config: EngineConfig) -> Any:
    from engine.api import Engine

    return Engine(config).open()


def _utf8(texts: list[str]) -> bool:
    """Command-line bytes that are not UTF-8 arrive as lone surrogates: refuse them."""
    try:
        for text in texts:
            text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def cmd_ingest(args: argparse.Namespace, config: EngineConfig) -> int:
    from engine.ingest.pipeline import expand_paths

    if not expand_paths(args.paths):
        where = ", ".join(str(p) for p in args.paths)
        print(f"shipmate: no PDF files found in {where}", file=sys.stderr)
        return EXIT_FAILED
    eng = _open(config)
    try:
        steps = eng.ingest(args.paths)
        results = _drain(steps, lambda p: _print_progress(p, sys.stderr))
    finally:
        eng.close()
    if args.json:
        _dump({"files": [r.to_json() for r in results]}, sys.stdout)
    else:
        for r in results:
            detail = (
                r.error
                if r.status != "ready"
                else (
                    f"{r.pages} pages, {r.sections} sections, {r.text_chunks} chunks, "
                    f"{r.tables} tables, {r.diagrams} diagrams, {r.entities} entities, "
                    f"{r.ocr_pages} OCR pages, {r.seconds:.1f} s"
                    + (
                        f" — {r.unreadable_pages} pages unreadable (file truncated or damaged)"
                        if r.unreadable_pages
                        else ""
                    )
                )
            )
            print(f"{r.status:8} {r.doc_id or '-':16}  {Path(r.path).name}: {detail}")
    return EXIT_FAILED if any(r.status == "failed" for r in results) else EXIT_OK


def cmd_docs(args: argparse.Namespace, config: EngineConfig) -> int:
    eng = _open(config)
    try:
        docs = eng.library.documents()
    finally:
        eng.close()
    rows = [
        {
            "doc_id": d.doc_id,
            "file": d.file,
            "title": d.title,
            "pages": d.pages,
            "status": d.status,
            "sections": d.sections,
            "text_chunks": d.text_chunks,
            "tables": d.tables,
            "diagrams": d.diagrams,
            "entities": d.entities,
            "ocr_pages": d.ocr_pages,
            "unreadable_pages": len(d.unreadable_pages),
            "rotated_pages": len(d.rotated_pages),
            "error": d.error or None,
        }
        for d in docs
    ]
    if args.json:
        _dump({"documents": rows}, sys.stdout)
    else:
        if not rows:
            print("The library is empty. Add manuals with: shipmate ingest FILE_OR_FOLDER")
        for r in rows:
            print(
                f"{r['doc_id']}  {r['status']:6} {r['pages']:4} p  {r['tables']:3} tables  "
                f"{r['diagrams']:3} diagrams  {r['file']} — {r['title']}"
            )
    return EXIT_OK


def cmd_remove(args: argparse.Namespace, config: EngineConfig) -> int:
    eng = _open(config)
    try:
        removed = eng.remove(args.doc_id)
    finally:
        eng.close()
    if not removed:
        print(f"shipmate: no document with id {args.doc_id}", file=sys.stderr)
        return EXIT_FAILED
    if args.json:
        _dump({"removed": args.doc_id}, sys.stdout)
    else:
        print(f"removed {args.doc_id}")
    return EXIT_OK


def cmd_stats(args: argparse.Namespace, config: EngineConfig) -> int:
    eng = _open(config)
    try:
        if args.check:
            return _print_check(eng.check(), args.json)
        stats = eng.stats()
    finally:
        eng.close()
    if args.json:
        _dump(stats, sys.stdout)
    else:
        for key, value in stats.items():
            print(f"{key}: {value}")
    return EXIT_OK


def cmd_library(args: argparse.Namespace, config: EngineConfig) -> int:
    from engine.store.archive import import_archive

    if args.library_command == "export":
        eng = _open(config)
        try:
            result = _drain(
                eng.export_library(args.file), lambda p: _print_archive_progress(p, sys.stderr)
            )
        finally:
            eng.close()
        verb = "exported"
    else:
        result = _drain(
            import_archive(args.file, config.data_dir),
            lambda p: _print_archive_progress(p, sys.stderr),
        )
        verb = "imported"
    if args.json:
        _dump(result.to_json(), sys.stdout)
    else:
        print(
            f"{verb} {result.documents} documents ({result.files} files, "
            f"{result.bytes / 1e6:.1f} MB) in {result.seconds:.1f} s: "
            f"{result.path} {'->' if verb == 'imported' else '<-'} {result.data_dir}"
        )
    return EXIT_OK


def cmd_ask(args: argparse.Namespace, config: EngineConfig) -> int:
    if bool(args.question) == bool(args.batch):
        print("shipmate: give a QUESTION or --batch FILE (one of them)", file=sys.stderr)
        return EXIT_USAGE
    if args.batch:
        try:
            questions = [q.strip() for q in args.batch.read_text("utf-8").splitlines() if q.strip()]
        except OSError as exc:
            print(f"shipmate: cannot read {args.batch}: {exc.strerror}", file=sys.stderr)
            return EXIT_USAGE
        except UnicodeDecodeError as exc:
            print(
                f"shipmate: {args.batch} is not UTF-8 text (byte {exc.start}); save it as UTF-8",
                file=sys.stderr,
            )
            return EXIT_USAGE
    else:
        questions = [args.question]
    if not _utf8(questions):
        print("shipmate: the question is not valid UTF-8 text", file=sys.stderr)
        return EXIT_USAGE
    eng = _open(config)
    failed = False
    try:
        for question in questions:
            stream = not args.json and not args.batch
            timeline = _Timeline()
            answer = _drain(
                eng.ask(question, conversation_id=args.conversation, no_llm=args.no_llm or None),
                (lambda ev: _print_event(ev, sys.stdout, sys.stderr)) if stream else timeline.add,
            )
            failed = failed or bool(answer.error)
            if args.json or args.batch:
                data = answer.to_json()
                data["events"] = timeline.events
                _dump(data, sys.stdout, indent=None if args.batch else 2)
            else:
                _print_answer(answer, sys.stdout)
    finally:
        eng.close()
    return EXIT_FAILED if failed else EXIT_OK


# ---------------------------------------------------------------- output helpers


def _print_check(report: Any, as_json: bool) -> int:
    if as_json:
        _dump(report.to_json(), sys.stdout)
    else:
        print(
            f"{'document':16}  {'status':8} {'chunks':>13} {'table rows':>13} {'drawings':>13}"
            f" {'sections':>9} {'links':>6}  file"
        )
        for d in report.documents:
            r, v, k, g = d.records, d.vectors, d.keywords, d.graph
            print(
                f"{d.doc_id:16}  {d.status:8} "
                f"{_counts(r.get('chunks'), v.get('text_chunks'), k.get('text')):>13} "
                f"{_counts(r.get('table_chunks'), v.get('tables'), k.get('table')):>13} "
                f"{_counts(r.get('diagrams'), v.get('schemas'), k.get('diagram')):>13} "
                f"{_counts(r.get('sections'), g.get('sections')):>9} "
                f"{g.get('entity_links', 0):>6}  {d.file}"
            )
        print("(records/vectors/keywords; sections records/graph)")
        print(
            f"entity links: {report.entity_links} (relation tables: "
            f"{report.stored_entity_links}); equipment with no link: {report.unlinked_entities}"
        )
        if report.consistent:
            print("consistent: every store holds the same documents")
        for problem in report.problems:
            print(f"INCONSISTENT {problem}")
    return EXIT_OK if report.consistent else EXIT_FAILED


def _counts(*counts: int | None) -> str:
    return "/".join(str(c or 0) for c in counts)


def _drain(gen: Any, on_item: Any) -> Any:
    while True:
        try:
            item = next(gen)
        except StopIteration as stop:
            return stop.value
        if on_item is not None:
            on_item(item)


def _print_progress(p: Any, out: TextIO) -> None:
    if p.stage in ("read", "embed") and p.total and p.done not in (0, p.total) and p.done % 10:
        return  # keep stderr readable: every 10th page
    where = f" {p.done}/{p.total}" if p.total else ""
    print(f"[{p.file_index + 1}/{p.file_count}] {p.file}: {p.stage}{where} {p.message}", file=out)


class _Timeline:
    """The steps of one question for ``ask --json`` (``events``): kind, message and milliseconds
    since the question; tokens are counted, not listed (the first one is kept: time to first
    token)."""

    def __init__(self) -> None:
        self._start = time.perf_counter()
        self.events: list[dict[str, Any]] = []
        self._tokens = 0

    def add(self, ev: Any) -> None:
        ms = round((time.perf_counter() - self._start) * 1000, 1)
        if ev.kind == "token":
            self._tokens += 1
            if self._tokens > 1:
                return
        if ev.kind == "answer":
            self.events.append({"kind": "answer", "t_ms": ms, "tokens": self._tokens})
            return
        data = {k: v for k, v in ev.data.items() if k not in ("evidence", "citations")}
        self.events.append({"kind": ev.kind, "message": ev.message, "t_ms": ms, **data})


def _print_archive_progress(p: Any, out: TextIO) -> None:
    where = f" {p.done / 1e6:.0f}/{p.total / 1e6:.0f} MB" if p.stage in ("export", "import") else ""
    print(f"{p.stage}{where} {p.message}", file=out)


def _print_event(ev: Any, out: TextIO, err: TextIO) -> None:
    if ev.kind == "token":
        out.write(ev.message)
        out.flush()
    elif ev.kind == "evidence":  # evidence first, on stderr: stdout stays the answer
        print(f"· {ev.message}\n{ev.data.get('text', '')}\n", file=err)
    elif ev.kind in ("intent", "tool_finished", "fallback", "mode", "error", "rewrite") or (
        ev.kind == "context" and ev.data.get("stage") == "writing"
    ):
        print(f"· {ev.message}", file=err)


def _print_answer(answer: Any, out: TextIO) -> None:
    streamed = answer.mode == "llm" and answer.answer_text and not answer.error
    if not streamed:
        print(answer.answer_text, file=out)
    elif answer.notes:  # the checked answer: markers rewritten, invented ones dropped
        print(f"\n\nChecked answer:\n{answer.answer_text}", file=out)
    else:
        out.write("\n")
    for note in answer.notes:
        print(f"Note: {note}", file=out)
    if answer.citations:
        print("\nSources:", file=out)
        for c in answer.citations:
            print(f"  [{c.marker}] {c.doc_file}, page {c.page}: {c.title}", file=out)
    if answer.consulted:
        print(f"\n{answer.consulted_heading}", file=out)
        for c in answer.consulted:
            print(f"  {c.doc_file}, page {c.page}: {c.title}", file=out)


def _dump(data: Any, out: TextIO, indent: int | None = 2) -> None:
    out.write(json.dumps(data, ensure_ascii=False, indent=indent))
    out.write("\n")
    out.flush()


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
