"""Rank what the tools found into one evidence list, best first, shaped by the question's intent."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import replace
from typing import TYPE_CHECKING

from engine.agent.intent import Intent
from engine.retrieval import tuning
from engine.retrieval.choices import unanswered_choice
from engine.retrieval.conditions import typed_with_unit, uncovered_condition
from engine.retrieval.counts import is_count
from engine.retrieval.hybrid import other_forms
from engine.retrieval.ordinals import asked_ordinals, ordinals_in
from engine.retrieval.procedure import (
    acted_on,
    asked_action,
    asked_how,
    library_writes,
    names_action,
    names_action_on,
    things_acted_on,
    writes_steps,
    written_near,
    written_on,
)
from engine.retrieval.tuning import TYPE_WEIGHTS, WANTED_SLOTS
from engine.retrieval.values import AskedValue, asked_value, gives_value, modifiers_of
from engine.store.keyword import tokens
from engine.types import Hit, is_figure_table_of
from engine.vocab.actions import same_action
from engine.vocab.codes import SLASH_VARIANT, detect_query_codes, ocr_written, tagged_codes
from engine.vocab.quantities import Quantity, WordsNamed, names_word

if TYPE_CHECKING:
    from engine.retrieval.hybrid import QueryTerms
    from engine.store.base import KeywordIndex

# The kind the user asked for gets at least this many of the first five places when it was found.
WANTED_KIND = {"table": "table", "schema": "diagram"}


def merge_hits(results: Iterable[list[Hit]]) -> list[Hit]:
    """One hit per item; the best score wins and every tool that found it is remembered.
    The hits passed in are not changed."""
    merged: dict[tuple[str, str], Hit] = {}
    for hits in results:
        for hit in hits:
            key = hit.key()
            old = merged.get(key)
            if old is None:
                merged[key] = hit
                continue
            sources = list(dict.fromkeys(old.sources + hit.sources))
            keep = hit if hit.score > old.score else old
            listing = next((h for h in (old, hit) if "contents" in h.sources), None)
            if listing is not None:  # a section's list of contents keyed by its first passage
                keep = replace(listing, score=keep.score)
            # the outlined labels and the drawing's region found with them stay together
            src = next((h for h in (keep, hit, old) if h.matched_labels), keep)
            merged[key] = replace(
                keep,
                sources=sources,
                matched_labels=list(src.matched_labels),
                region=src.region or keep.region or hit.region or old.region,
            )
    return list(merged.values())


def rank(hits: list[Hit], intent: Intent, limit: int = 10) -> list[Hit]:
    """Weight by intent, sort, and make sure the asked-for kind is near the top.

    Returns weighted copies; the hits passed in keep the tools' scores, so ranking again after a
    wider search (with the first round's raw hits) weights every hit exactly once.
    """
    weights = TYPE_WEIGHTS.get(intent, TYPE_WEIGHTS["mixed"])
    weighted = page_support(
        [replace(h, score=round(h.score * weights.get(h.type, 1.0), 4)) for h in hits]
    )
    if tuning.FUSION == "rrf":
        fused = _rank_fused(weighted, weights)
        ordered = sorted(
            weighted, key=lambda h: (_pinned(h), fused[h.key()], h.score), reverse=True
        )
    else:
        moved = _best_of_kind_moves(weighted)
        ordered = sorted(
            weighted,
            key=lambda h: (_pinned(h), h.score + h.focus + moved.get(h.key(), 0.0)),
            reverse=True,
        )
    return promote_for_intent(ordered, intent)[:limit]


def _best_of_kind_moves(hits: list[Hit]) -> dict[tuple[str, str], float]:
    moves: dict[tuple[str, str], float] = {}
    for kind, amount in kind_level_lift(hits).items():
        same = [h for h in hits if h.type == kind and not _pinned(h)]
        if same:
            moves[max(same, key=lambda h: h.score).key()] = amount
    return moves


def kind_level_lift(hits: list[Hit]) -> dict[str, float]:
    """How much each kind's items are moved in the order (not in score) so their closeness in
    meaning is read against their own kind's: a table's rows ("Parameter: KG | Range: 5...30")
    or a drawing's labels embed further from any question than prose does, so a table that is
    the best of the tables by far can stand below a text that is one of many similar texts.
    Each kind's level is the mean cosine of its tuning.KIND_LEVEL_TOP closest items; the best
    table's or drawing's order (rank moves only that one) is lifted by KIND_LEVEL_SHARE *
    VECTOR_WEIGHT times the text level above its own (lowered when its level is above the
    text's). A kind with fewer items than that has no level, and nothing is moved for it."""
    if not tuning.KIND_LEVEL_TOP:
        return {}
    levels: dict[str, float] = {}
    for kind in {h.type for h in hits}:
        cosines = sorted(
            (h.cosine for h in hits if h.type == kind and h.cosine > 0 and not _pinned(h)),
            reverse=True,
        )[: tuning.KIND_LEVEL_TOP]
        if len(cosines) == tuning.KIND_LEVEL_TOP:  # a level read from one or two items is none
            levels[kind] = sum(cosines) / len(cosines)
    text = levels.get("text")
    if text is None:
        return {}
    return {
        kind: tuning.KIND_LEVEL_SHARE * tuning.VECTOR_WEIGHT * (text - level)
        for kind, level in levels.items()
        if kind != "text"
    }


def page_support(hits: list[Hit]) -> list[Hit]:
    """A table or drawing on a page whose text matches the question better than it does itself
    is moved tuning.PAGE_SUPPORT of the way up to that text's score: the text around a table or
    figure is what says what it is about (a troubleshooting table's page explains the fault, a
    curve's page names the setting plotted), while the table's own cells and the figure's labels
    rarely repeat the question's words. Only items that hold some of the question's words in
    their own right; a named section's items (pinned) are left as they are. Returns new hits."""
    if not tuning.PAGE_SUPPORT:
        return hits
    best_text: dict[tuple[str, int], float] = {}
    cited: dict[tuple[str, str, str], float] = {}  # (doc, "table"/"figure", number) -> score
    for hit in hits:
        if hit.type == "text" and not _pinned(hit):
            key = (hit.doc_id, hit.page)
            best_text[key] = max(best_text.get(key, 0.0), hit.score)
            if tuning.CITED_SUPPORT:
                for m in _CAPTION_REF.finditer(hit.text):
                    ref = (hit.doc_id, _caption_kind(m[1]), m[2].lower())
                    cited[ref] = max(cited.get(ref, 0.0), hit.score)
    out = []
    for hit in hits:
        page_best = best_text.get((hit.doc_id, hit.page), 0.0)
        own = _CAPTION_REF.match(hit.title.strip()) if cited and hit.type != "text" else None
        if own:
            # the text that says "Table 2-5 shows ..." supports Table 2-5 wherever it stands
            ref = (hit.doc_id, _caption_kind(own[1]), own[2].lower())
            page_best = max(page_best, cited.get(ref, 0.0))
        if hit.type != "text" and hit.coverage > 0 and not _pinned(hit) and page_best > hit.score:
            lift = tuning.PAGE_SUPPORT * (page_best - hit.score)
            hit = replace(hit, score=round(hit.score + lift, 4))
        out.append(hit)
    return out


# "Table 2-5", "Figure 3-14", "Fig. 3", "Illustration 2.4b": a caption's number, and a text's
# reference to it
_CAPTION_REF = re.compile(
    r"\b(table|figure|fig\.?|illustration)\s*(\d{1,3}(?:[-.]\d{1,3})*[a-z]?)\b", re.IGNORECASE
)


def _caption_kind(word: str) -> str:
    return "table" if word.lower() == "table" else "figure"


def _rank_fused(hits: list[Hit], weights: dict[str, float]) -> dict[tuple[str, str], float]:
    """Reciprocal rank fusion across kinds: weight / (k + rank among the hits of the same kind)."""
    fused: dict[tuple[str, str], float] = {}
    for kind in {h.type for h in hits}:
        same = sorted((h for h in hits if h.type == kind), key=lambda h: h.score, reverse=True)
        for position, hit in enumerate(same, 1):
            fused[hit.key()] = weights.get(kind, 1.0) / (tuning.RRF_K + position)
    return fused


def promote_for_intent(ordered: list[Hit], intent: Intent) -> list[Hit]:
    """Make sure the kind the user asked for (tables, drawings) is among the first five, and
    (tuning.EVERY_KIND_SHARE) that each kind's best, when close to the top, is too."""
    ordered = distinct_pages_first(ordered)
    wanted = WANTED_KIND.get(intent)
    top = max((h.score for h in ordered[:5]), default=0.0)
    if wanted:
        # Only items that match the question in their own right: the intent rules guess the kind
        # from a word or two ("test", "check") and a table scoring a third of the best text is
        # no answer, whatever the guess.
        ordered = _promote(
            ordered, wanted, WANTED_SLOTS, within=5, floor=tuning.WANTED_MIN_SHARE * top
        )
    if tuning.EVERY_KIND_SHARE and ordered:
        lifted: list[Hit] = []
        liftable = _kinds_to_lift(ordered, tuning.EVERY_KIND_SHARE * top)
        for kind in ("table", "diagram", "text"):
            best = next((h for h in ordered if h.type == kind), None)
            if best is not None and best.score >= tuning.EVERY_KIND_SHARE * top:
                if not any(h is best for h in ordered[:5]):
                    if kind not in liftable:
                        continue
                    lifted.append(best)
                ordered = _promote(ordered, kind, 1, within=5)
        if tuning.LIFTED_BY_SCORE:
            ordered = _below_stronger(ordered, lifted, within=5)
    return ordered


def _kinds_to_lift(ordered: list[Hit], floor: float) -> set[str]:
    """The kinds whose best item, missing from the first five, may be lifted into them: the
    tuning.KIND_LIFTS best scoring. Each lift pushes out an item that scores higher than it (a
    0.41 passage on the asked page for a 0.39 table and a 0.33 drawing), so a question whose
    first five hold one kind gets at most that many places made for the others."""
    head = ordered[:5]
    manuals = {h.doc_id for h in head}
    missing = {}
    for hit in ordered[5:]:
        if hit.type not in missing and not any(h.type == hit.type for h in head):
            if tuning.LIFT_FROM_HEAD_MANUALS and hit.doc_id not in manuals:
                missing[hit.type] = -1.0  # the kind's best is another manual's: none lifted
                continue
            missing[hit.type] = hit.score
    strong = sorted((k for k, s in missing.items() if s >= floor), key=lambda k: -missing[k])
    return set(strong[: tuning.KIND_LIFTS])


def _below_stronger(ordered: list[Hit], lifted: list[Hit], within: int) -> list[Hit]:
    """Items lifted into the first ``within`` only so every kind is in sight stand below the
    items there that score higher, not in second place: the kind is a guess against the
    question's own match (a 0.22 drawing above the 0.38 troubleshooting table the question
    asks about). Items not lifted keep their order (a reranker's, when there is one)."""
    head = ordered[:within]
    moved = [h for h in head if any(h is x for x in lifted)]
    if not moved:
        return ordered
    kept = [h for h in head if not any(h is x for x in moved)]
    for hit in moved:
        at = len(kept)
        while at > 0 and kept[at - 1].score < hit.score and not _pinned(kept[at - 1]):
            at -= 1
        kept.insert(at, hit)
    return kept + ordered[within:]


def page_key(hit: Hit) -> tuple[str, str, int]:
    return (hit.type, hit.doc_id, hit.page)


def distinct_pages_first(ordered: list[Hit]) -> list[Hit]:
    """The first tuning.DISTINCT_PAGES_FIRST hits are of different pages (per kind): a second
    chunk of a page already shown, or a second drawing detected on it, waits just below them, so
    five places cite five pages. A named section's items (pinned) stay where they are."""
    head: list[Hit] = []
    rest: list[Hit] = []
    seen: set[tuple[str, str, int]] = set()
    for hit in ordered:
        key = page_key(hit)
        if len(head) < tuning.DISTINCT_PAGES_FIRST and (key not in seen or _pinned(hit)):
            head.append(hit)
            seen.add(key)
        else:
            rest.append(hit)
    return head + rest


def _pinned(hit: Hit) -> bool:
    return "section" in hit.sources  # the user named the section: show it first


def _promote(
    ordered: list[Hit], kind: str, slots: int, within: int, floor: float = 0.0
) -> list[Hit]:
    top = ordered[:within]
    have = sum(1 for h in top if h.type == kind)
    if have >= slots:
        return ordered
    extra = [h for h in ordered[within:] if h.type == kind and h.score >= floor][: slots - have]
    if not extra:
        return ordered
    rest = [h for h in ordered if h not in extra]
    # Put them after the best item, before weaker ones of other kinds.
    position = 1 if rest and rest[0].type != kind else 0
    head = rest[:within]
    insert_at = min(len(head), position + have)
    merged = rest[:insert_at] + extra + rest[insert_at:]
    return merged


def first_read(hits: list[Hit], within: int) -> list[Hit]:
    """The first ``within`` evidence items a decline check reads, drawings not counted
    (tuning.DRAWINGS_UNCOUNTED): a figure ranks among the first five for its caption, labels
    and the prose that cites it, and must not push out of the checks' reach the passage or
    table row that writes the value. The drawings ranked among them are read too."""
    if not tuning.DRAWINGS_UNCOUNTED:
        return hits[:within]
    shown: list[Hit] = []
    counted = 0
    for hit in hits:
        if counted >= within:
            break
        shown.append(hit)
        counted += hit.type != "diagram"
    return shown


def missing_quantity(
    question: str, hits: list[Hit], terms: QueryTerms | None = None
) -> Quantity | None:
    """The quantity the question asks for ("tightening torque", "how many litres") when none of
    the first evidence items gives one *of what the question asks about*: they may be about the
    right equipment, or give that quantity for other equipment, but the value asked for is not in
    them, so quoting them would not answer the question."""
    words = list(terms.terms) if terms is not None else tokens(question)
    asked = asked_value(question, words, terms.weights if terms is not None else {})
    if asked is None:
        return None
    shown = first_read(hits, tuning.QUANTITY_WITHIN)
    named = terms.named_docs if terms is not None else {}
    if tuning.QUANTITY_NAMED_MANUAL and named:
        # "water mist pump discharge pressure": the question names the water-mist drawing's
        # manual, so a pump pressure in another manual is another system's value
        owners = set().union(*named.values())
        shown = [h for h in shown if h.doc_id in owners or _writes_all(h, named)]
    if tuning.QUANTITY_CODE_WRITTEN:
        # "part no for the cooling coil CC-1": a value of the item the code tags is given where
        # the code is written, not in a parts list of another "closing coil CC"
        codes = [c for c in tagged_codes(question) if c.lower() not in named]
        if codes:
            shown = [h for h in shown if _writes_code(h, codes)]
    if tuning.QUANTITY_VARIANT_WRITTEN:
        # "ld-90/D heat recovery exchanger cleaning interval": a model's variant after a slash
        # is given where it is written ("The version LD-90/D ... has a separate supplement"),
        # not in the base model's maintenance plan
        variants = [_variant_written(m) for m in SLASH_VARIANT.finditer(question)]
        if variants:
            shown = [h for h in shown if any(_writes_variant(h, v) for v in variants)]
    if tuning.QUANTITY_PICTURE_TABLE_ROWS:
        # a table read off a picture is read by its rows: the picture's labels, all in one
        # item, put a value of one row beside the name of another ("Measure PT100: ~ 110 ohm"
        # and "DV-1 feedback not reached" of one fault table give no DV-1 coil's resistance)
        tables = [h.ref_id for h in shown if h.type == "table"]
        shown = [
            h
            for h in shown
            if not (h.type == "diagram" and any(is_figure_table_of(t, h.ref_id) for t in tables))
        ]
    if tuning.QUANTITY_OTHER_THING and asked.pairs:
        # "copper anode ... 26 000 Ah" gives no aluminium anode's
        asked = _with_others(asked, shown)
    if any(
        gives_value(
            asked,
            h.title,
            h.text,
            by_line=h.type == "table",
            implied=[w for w, docs in named.items() if h.doc_id in docs],
            drawing=h.type == "diagram",
            before=tuning.QUANTITY_SENTENCES_BEFORE,
            manual=tokens(h.doc_file.rsplit(".", 1)[0]),
            header=tuning.QUANTITY_HEADER_CELLS,
        )
        for h in shown
    ):
        return None
    return asked.quantities[0]


def _variant_written(match: re.Match[str]) -> re.Pattern[str]:
    """How a manual may write the typed variant: "LD-90/D", "LD 90/D", "LD90 / D"."""
    letters, digits, variant = match.groups()
    return re.compile(
        rf"(?<![\w-]){re.escape(letters)}[-\s]?{digits}\s?/\s?{re.escape(variant)}(?![\w])",
        re.IGNORECASE,
    )


def _writes_variant(hit: Hit, written: re.Pattern[str]) -> bool:
    return bool(written.search(f"{hit.title}\n{hit.text}") or written.search(hit.doc_file))


def _with_others(asked: AskedValue, hits: list[Hit]) -> AskedValue:
    """``asked`` with, per head of a two-word name it asks of ("aluminium anode"), the other
    modifiers an item writes that head with where the same item writes the asked name too
    ("CU-1 Copper anode", "AL-1 Aluminium anode" in one list): things the manual tells apart."""
    others: dict[str, frozenset[str]] = {}
    texts = [tokens(f"{h.title}\n{h.text}") for h in hits]
    for mod, head in asked.pairs:
        found: set[str] = set()
        # the head's own forms are no other thing ("before testing. Test at 500 V DC": the
        # words run on across the full stop, and "testing test" is no kind of test)
        own = set(other_forms(head)) if tuning.QUANTITY_OTHERS_NOT_HEAD else set()
        for words in texts:
            written = modifiers_of(words, head)
            if mod in written:
                found |= written - {mod} - own
        if found:
            others[head] = frozenset(found)
    return replace(asked, others=others) if others else asked


def _writes_code(hit: Hit, codes: list[str]) -> bool:
    """The item writes one of the question's codes, or one names its manual (a model on the
    cover: "DGX-710" of "dgx-710-governor.pdf", whose pages seldom repeat it)."""
    squashed = re.sub(r"[^a-z0-9]", "", hit.doc_file.lower())
    if any(code.lower() in squashed for code in codes):
        return True
    text = f"{hit.title}\n{hit.text}"
    if set(codes) & set(detect_query_codes(text)):
        return True
    # a scanned page's OCR reads "MS-10" as "MS-IO": digits in the letters they are mistaken for
    return any(ocr_written(code).search(text) for code in codes)


def _writes_all(hit: Hit, words: Iterable[str]) -> bool:
    """The item writes every one of ``words`` itself: "manhole door bolt" of a tightening table
    names the door it is about, though "door" also names the watertight-door manual
    (tuning.QUANTITY_NAMED_MANUAL_WRITTEN)."""
    if not tuning.QUANTITY_NAMED_MANUAL_WRITTEN:
        return False
    return all(map(WordsNamed(set(tokens(f"{hit.title}\n{hit.text}"))), words))


def cited_pages(hits: list[Hit]) -> str:
    """ "a.pdf p. 108, 29, b.pdf p. 3": the pages of the items, per manual, in their order."""
    pages: dict[str, list[str]] = {}
    for h in hits:
        listed = pages.setdefault(h.doc_file, [])
        if str(h.page) not in listed:
            listed.append(str(h.page))
    return ", ".join(f"{doc} p. {', '.join(p)}" for doc, p in pages.items())


def quantity_decline_reason(question: str, quantity: Quantity, hits: list[Hit]) -> str:
    """Why the question was declined, for the engineer: what was found and what was not."""
    where = cited_pages(hits[:3])
    what = (
        f"how many {quantity.name.removeprefix('a count of ')}"
        if is_count(quantity)
        else f"{quantity.name} of what it asks about"
    )
    return (
        f"The passages that match this question ({where}) do not give {what}, "
        "so there is no value to quote."
    )


def missing_procedure(
    question: str,
    hits: list[Hit],
    terms: QueryTerms | None = None,
    keywords: KeywordIndex | None = None,
) -> str | None:
    """ "steps to rewind a dc motor armature" when none of the first tuning.PROCEDURE_WITHIN
    items names the action ("rewind", "rewinding") in any form, nor (given ``keywords``) any
    passage of the library: the manuals describe the armature but never rewinding it. The
    reason to decline, else None. A named section (pinned) is what the user asked to read:
    never declined."""
    action = asked_action(question)
    how = asked_how(question) if action is None else None
    shown = first_read(hits, tuning.PROCEDURE_WITHIN)
    if (action or how) is None or not shown or any(_pinned(h) for h in shown):
        return None
    if how is not None:
        # "how do i bed them in": declined only when no passage writes the verb near the thing
        if keywords is None or terms is None:
            return None
        # "how do i change the filter" is answered by "replace the filter element"
        verbs = same_action(how)
        things = things_acted_on(how, question, frozenset(terms.named_docs))
        thing = things[0] if things else None
        if tuning.PROCEDURE_ON_THING and thing is not None:
            # "how do i adjust the contrast": the verb (or its like) must be written of the
            # contrast, not only of the gains and set points the passages found are about
            if any(names_action_on(verbs, t, shown, terms, tuning.PROCEDURE_NEAR) for t in things):
                return None
            if any(written_on(verbs, t, keywords, terms, tuning.PROCEDURE_NEAR) for t in things):
                return None
        elif any(names_action(v, shown, terms) for v in verbs) or any(
            written_near(v, question, keywords, terms, tuning.PROCEDURE_NEAR) for v in verbs
        ):
            return None
        if not any(library_writes(v, keywords, terms) for v in verbs):
            # "how do i upload the parameters" where the manual says "Send to HDEC": a verb
            # no manual writes at all is the engineer's own word, not a missing procedure
            return None
        near = f"“{thing}”" if tuning.PROCEDURE_ON_THING and thing else "what the question names"
        return (
            f"The passages that match this question ({cited_pages(shown[:3])}) do not mention "
            f"“{how}” in any form, and no manual of the library writes it near {near} (only of "
            "other things), so there are no steps for it to quote."
        )
    assert action is not None
    if names_action(action, shown, terms):
        thing = acted_on(action, question, frozenset(terms.named_docs) if terms else frozenset())
        if not tuning.PROCEDURE_STEPS or thing is None or writes_steps(action, thing, shown, terms):
            return None
        return (
            f"The passages that match this question ({cited_pages(shown[:3])}) name "
            f"“{action}” only in passing (a line of a list or schedule) or of another thing, "
            f"with no steps for doing it to the {thing}, so there are no steps to quote."
        )
    if keywords is not None and library_writes(action, keywords, terms):
        thing = acted_on(action, question, frozenset(terms.named_docs) if terms else frozenset())
        verbs = same_action(action)
        if (
            not tuning.PROCEDURE_ON_THING
            or thing is None
            or names_action_on(verbs, thing, shown, terms, tuning.PROCEDURE_NEAR)
            or written_on(verbs, thing, keywords, terms, tuning.PROCEDURE_NEAR)
        ):
            return None  # described somewhere: the passages found may be the wrong ones
        return (
            f"The passages that match this question ({cited_pages(shown[:3])}) do not mention "
            f"“{action}” in any form, and no manual of the library writes it (or a word like "
            f"it) near “{thing}”, only of other things, so there are no steps for it to quote."
        )
    return (
        f"The passages that match this question ({cited_pages(shown[:3])}) do not mention "
        f"“{action}” in any form, nor does any manual of the library, so there are no steps "
        "for it to quote."
    )


def missing_condition(question: str, hits: list[Hit]) -> str | None:
    """ "vapour pressure of water at 100F" when none of the first tuning.CONDITION_WITHIN items
    writes the figure typed with its unit (100): they give the value at other conditions only.
    The reason to decline, else None. A named section (pinned) is never declined."""
    shown = first_read(hits, tuning.CONDITION_WITHIN)
    if not shown or any(_pinned(h) for h in shown):
        return None
    figure = uncovered_condition(question, shown)
    if figure is None:
        return None
    return (
        f"The passages that match this question ({cited_pages(shown[:3])}) do not give anything "
        f"at {typed_with_unit(question, figure)}: none of them writes the figure {figure} "
        "for what it asks."
    )


def missing_choice(
    question: str, hits: list[Hit], keywords: KeywordIndex | None = None
) -> str | None:
    """ "what type thermocouple is in the calorimeter, K or T?" when none of the first
    tuning.CHOICE_WITHIN items about the question writes either value offered: the reason to
    decline, else None. A named section (pinned) is never declined. With ``keywords``: a value
    of two characters or more that some passage of the library writes ("IP20") is not known to
    be missing - the items found may have missed the data sheet writing it."""
    shown = first_read(hits, tuning.CHOICE_WITHIN)
    if not tuning.CHOICE_WITHIN or not shown or any(_pinned(h) for h in shown):
        return None
    offered = unanswered_choice(question, shown)
    if offered is None:
        return None
    if keywords is not None and any(
        len(option) > 1 and keywords.mentions([[option]]) for option in offered
    ):
        return None
    first, second = offered
    return (
        f"The passages that match this question ({cited_pages(shown[:3])}) write neither "
        f"“{first}” nor “{second}”, so they do not say which it is."
    )


def other_ordinal(question: str, hits: list[Hit], terms: QueryTerms | None = None) -> str | None:
    """ "where are the EEBDs on the 3rd deck" when the first items that hold the rest of the
    question ("EEBDs") name another deck only ("4th Deck"): the reason to decline, else None."""
    shown = hits[: tuning.QUANTITY_WITHIN]
    for asked in asked_ordinals(question):
        rest = [
            w
            for w in (terms.terms if terms is not None else tokens(question))
            if w not in asked.surface.split() and not w.isdigit() and len(w) > 2
        ]
        about = [h for h in shown if any(names_word(w, set(tokens(h.text))) for w in rest)]
        if not about:
            continue
        given = [ordinals_in(f"{h.title}\n{h.text}", asked.noun) for h in about]
        if any(asked.number in g for g in given) or not any(given):
            continue
        others = sorted({n for g in given for n in g}, key=int)
        where = cited_pages(about[:3])
        return (
            f"The passages that match this question ({where}) are about the "
            f"{' / '.join(_ordinal_name(n) for n in others)} {asked.noun}, not the "
            f"{_ordinal_name(asked.number)} {asked.noun}."
        )
    return None


def _ordinal_name(number: str) -> str:
    n = int(number)
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"
