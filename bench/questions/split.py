#!/usr/bin/env python3
"""Fixed tuning / held-out split of bench/questions/questions.jsonl (stdlib only).

Rule (decided before any measurement, see README.md):
  1. group(q) = q["doc"], or "~chat" for intent chat, or "~negative" for other doc-null questions
  2. sort all questions by (group, kind, structural, id)
  3. walk the sorted list with index i = 0, 1, 2, ...; i odd -> "held" (held-out), i even -> "tune"

Usage:
  python split.py                 # print counts per doc / kind / intent / structural / codes for each half
  python split.py --ids held      # print the held-out ids, one per line
  python split.py --ids tune      # print the tuning ids, one per line
  python split.py --hash-rule     # also show the counts the plain sha256(id) % 2 rule would give (rejected: skewed)
  python split.py --file other.jsonl ...
"""

import argparse
import collections
import hashlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT = os.path.join(HERE, "questions.jsonl")
KEYS = ["id", "question", "intent", "kind", "doc", "pages", "facts", "codes", "note"]


def load(path):
    out = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            d = json.loads(line)
            missing = [k for k in KEYS if k not in d]
            extra = [k for k in d if k not in [*KEYS, "structural"]]
            if missing or extra:
                sys.exit(f"line {n}: missing keys {missing}, unexpected keys {extra}")
            out.append(d)
    return out


def group(d):
    if d["doc"]:
        return d["doc"]
    return "~chat" if d["intent"] == "chat" else "~negative"


def stratified_split(qs):
    """Return {id: "tune" | "held"} by the documented stratified rule."""
    order = sorted(qs, key=lambda d: (group(d), d["kind"], bool(d.get("structural")), d["id"]))
    return {d["id"]: ("held" if i % 2 == 1 else "tune") for i, d in enumerate(order)}


def hash_split(qs):
    """The originally proposed rule: held-out = int(sha256(id).hexdigest(), 16) % 2 == 1."""
    return {
        d["id"]: (
            "held" if int(hashlib.sha256(d["id"].encode()).hexdigest(), 16) % 2 == 1 else "tune"
        )
        for d in qs
    }


def report(qs, halves, title):
    print(f"== {title}")
    rows = collections.OrderedDict()
    for label, fn in [
        ("doc", group),
        ("kind", lambda d: d["kind"]),
        ("intent", lambda d: d["intent"]),
        ("structural", lambda d: str(bool(d.get("structural")))),
        ("has codes", lambda d: str(bool(d["codes"]))),
    ]:
        c = collections.Counter((fn(d), halves[d["id"]]) for d in qs)
        for key in sorted({k for k, _ in c}):
            rows[(label, key)] = (c[(key, "tune")], c[(key, "held")])
    w = max(len(f"{a}: {b}") for a, b in rows) + 2
    print(f"{'':<{w}}{'tune':>6}{'held':>6}")
    last = None
    for (label, key), (t, h) in rows.items():
        if label != last and last is not None:
            print()
        last = label
        print(f"{label + ': ' + key:<{w}}{t:>6}{h:>6}")
    tot = collections.Counter(halves.values())
    print(f"\n{'total':<{w}}{tot['tune']:>6}{tot['held']:>6}\n")


def main():
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--file", default=DEFAULT)
    ap.add_argument("--ids", choices=["tune", "held"], help="print the ids of one half and exit")
    ap.add_argument(
        "--hash-rule", action="store_true", help="also report the rejected sha256 parity rule"
    )
    a = ap.parse_args()
    qs = load(a.file)
    halves = stratified_split(qs)
    if a.ids:
        for d in qs:
            if halves[d["id"]] == a.ids:
                print(d["id"])
        return
    report(qs, halves, f"stratified split of {os.path.basename(a.file)} ({len(qs)} questions)")
    if a.hash_rule:
        report(qs, hash_split(qs), "rejected rule: sha256(id) % 2 == 1 -> held")


if __name__ == "__main__":
    main()
