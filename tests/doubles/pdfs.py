"""Small generated PDFs for tests: a manual with numbered sections, tables and a tagged drawing,
and the broken inputs engineers drop by mistake."""

from __future__ import annotations

import os
import struct
import zlib
from pathlib import Path

LOREM = (
    "The vacuum unit keeps the collecting pipes below atmospheric pressure. The operator checks "
    "the gauge daily and records the reading in the engine log. If the level falls the second "
    "pump starts automatically and an alarm is given on the bridge panel."
)


def make_manual(path: Path, title: str = "Test Vacuum Unit Manual", seed: str = "") -> Path:
    """A 4-page manual: numbered sections (1, 1.1, 1.2, 2, 2.1, 2.1.1), a ruled table with a
    caption, and a vector drawing with valve tags. ``seed`` changes the bytes (a new doc_id)."""
    import pymupdf

    doc = pymupdf.open()
    doc.set_metadata({"title": title})
    page = doc.new_page()
    y = 72
    y = _heading(page, y, "1 General", 16)
    y = _heading(page, y, "1.1 Scope", 13)
    y = _para(page, y, LOREM + " " + seed)
    y = _heading(page, y, "1.2 Safety", 13)
    y = _para(page, y, "Never open valve V003 while pump P01 is running. " + LOREM)

    page = doc.new_page()
    y = _heading(page, 72, "2 Operation", 16)
    y = _heading(page, y, "2.1 Start up", 13)
    y = _para(page, y, "Open V001 and V002, then press the restart button. " + LOREM)
    y = _heading(page, y, "2.1.1 Checks after start", 12)
    y = _para(page, y, "The pressure gauge PT-1 must read -40 kPa within 10 seconds. " + LOREM)

    page = doc.new_page()
    y = _heading(page, 72, "3 Troubleshooting", 16)
    page.insert_text((72, y + 14), "Table 1 Troubleshooting for the vacuum unit", fontsize=10)
    rows = [
        ["Problem", "Possible cause", "Remedy"],
        ["No vacuum", "Pump running in wrong direction", "Check electrical wiring"],
        ["Unit starts too often", "Pipeline leaks", "Repair pipeline"],
        ["Pump noisy", "Worn bearing", "Replace bearing"],
    ]
    _table(page, 72, y + 24, [150, 170, 170], rows)

    page = doc.new_page()
    y = _heading(page, 72, "4 Flow diagram", 16)
    _drawing(page, 90, y + 10)
    page.insert_text((90, y + 300), "Figure 1 Flow diagram of the vacuum unit", fontsize=10)
    doc.save(path)
    doc.close()
    return path


def make_split_table_pdf(path: Path, repeat_header: bool = False, rows: int = 60) -> Path:
    """A ruled table that runs over two pages (header on page 1, optionally repeated)."""
    import pymupdf

    doc = pymupdf.open()
    header = ["Item", "Part number", "Description"]
    body = [[f"{i + 1}", f"PN-{1000 + i}", f"Spare part number {i + 1}"] for i in range(rows)]
    page = doc.new_page()
    _heading(page, 72, "5 Spare parts", 16)
    page.insert_text((72, 110), "Table 2 Spare parts list", fontsize=10)
    first = 40
    _table(page, 72, 120, [60, 120, 250], [header, *body[:first]], row_h=16)
    page = doc.new_page()
    second = ([header] if repeat_header else []) + body[first:]
    _table(page, 72, 60, [60, 120, 250], second, row_h=16)
    doc.save(path)
    doc.close()
    return path


def sectioned_pdf(path: Path, pages: list[tuple[str, str]], one_page: bool = False) -> Path:
    """A manual of one page per (heading, paragraph), or all on one page (``one_page``): the
    small real PDF most tests ingest."""
    import pymupdf

    doc = pymupdf.open()
    page, y = None, 72.0
    for heading, text in pages:
        if page is None or not one_page:
            page, y = doc.new_page(), 72.0
        y = _heading(page, y, heading, 16)
        y = _para(page, y, text) + 10
    doc.save(path)
    doc.close()
    return path


def _heading(page, y: float, text: str, size: float) -> float:  # type: ignore[no-untyped-def]
    page.insert_text((72, y + size), text, fontsize=size, fontname="hebo")
    return y + size + 14


def _para(page, y: float, text: str) -> float:  # type: ignore[no-untyped-def]
    import pymupdf

    rect = pymupdf.Rect(72, y, 520, y + 140)
    page.insert_textbox(rect, text, fontsize=10, fontname="helv")
    lines = max(1, len(text) // 85 + 1)
    return y + lines * 13 + 12


def _table(
    page, x: float, y: float, widths: list[float], rows: list[list[str]], row_h: float = 22
) -> None:  # type: ignore[no-untyped-def]
    import pymupdf

    total = sum(widths)
    for r, row in enumerate(rows):
        top = y + r * row_h
        cx = x
        for c, cell in enumerate(row):
            rect = pymupdf.Rect(cx, top, cx + widths[c], top + row_h)
            page.draw_rect(rect, color=(0, 0, 0), width=0.7)
            font = "hebo" if r == 0 and rows[0][0] in ("Problem", "Item") else "helv"
            page.insert_text((cx + 3, top + row_h - 6), cell, fontsize=9, fontname=font)
            cx += widths[c]
    page.draw_line((x, y), (x + total, y), width=0.7)


def _drawing(page, x: float, y: float) -> None:  # type: ignore[no-untyped-def]
    """A little P&ID: a pipe loop, two pumps (circles), valves (bow-ties) with tags."""
    import pymupdf

    # Each element is its own path, as CAD exports draw them (one path per pipe, valve, pump).
    def stroke(draw) -> None:  # type: ignore[no-untyped-def]
        shape = page.new_shape()
        draw(shape)
        shape.finish(color=(0, 0, 0.5), width=1)
        shape.commit()

    stroke(lambda s: s.draw_rect(pymupdf.Rect(x, y, x + 380, y + 260)))
    for i in range(6):
        stroke(lambda s, i=i: s.draw_line((x + 20, y + 40 + i * 35), (x + 360, y + 40 + i * 35)))
    for cx, cy in [(x + 120, y + 75), (x + 260, y + 145)]:
        stroke(lambda s, cx=cx, cy=cy: s.draw_circle((cx, cy), 18))
        stroke(lambda s, cx=cx, cy=cy: s.draw_line((cx - 10, cy), (cx + 10, cy)))
    for vx, vy in [(x + 60, y + 40), (x + 200, y + 110), (x + 320, y + 180), (x + 80, y + 215)]:
        stroke(
            lambda s, vx=vx, vy=vy: s.draw_polyline(
                [
                    (vx - 8, vy - 6),
                    (vx + 8, vy + 6),
                    (vx + 8, vy - 6),
                    (vx - 8, vy + 6),
                    (vx - 8, vy - 6),
                ]
            )
        )
    for text, tx, ty in [
        ("V001", x + 50, y + 30),
        ("V002", x + 190, y + 100),
        ("V003", x + 310, y + 170),
        ("V004", x + 70, y + 205),
        ("P01", x + 110, y + 105),
        ("P02", x + 250, y + 175),
    ]:
        page.insert_text((tx, ty), text, fontsize=8)


# ---------------------------------------------------------------- bad inputs


def make_bad_inputs(folder: Path, good_pdf: Path | None = None) -> dict[str, Path]:
    """Broken files named .pdf (and one .txt): name -> path."""
    import pymupdf

    folder.mkdir(parents=True, exist_ok=True)
    files: dict[str, Path] = {}
    files["empty"] = folder / "empty.pdf"
    files["empty"].write_bytes(b"")
    files["random"] = folder / "random.pdf"
    files["random"].write_bytes(os.urandom(4096))
    files["png"] = folder / "photo.pdf"
    files["png"].write_bytes(_tiny_png())
    files["text"] = folder / "notes.txt"
    files["text"].write_text("Gearbox oil: check every 500 hours.\n", "utf-8")
    enc = pymupdf.open()
    enc.new_page().insert_text((72, 72), "secret settings")
    files["encrypted"] = folder / "encrypted.pdf"
    enc.save(files["encrypted"], encryption=pymupdf.PDF_ENCRYPT_AES_256, user_pw="u", owner_pw="o")
    enc.close()
    source = good_pdf or make_manual(folder / "_whole.tmp.pdf", seed="truncated")
    data = source.read_bytes()
    files["truncated"] = folder / "truncated.pdf"
    files["truncated"].write_bytes(data[: len(data) // 2])
    if good_pdf is None:
        source.unlink()
    return files


def _tiny_png() -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return (
            struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)
        )

    raw = b"\x00\xff\x00\x00" * 1
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0))
        + chunk(b"IDAT", zlib.compress(raw))
        + chunk(b"IEND", b"")
    )


def picture_tables_of(page):  # type: ignore[no-untyped-def]
    """``page`` rendered at 150 dpi as a one-picture page, read by OCR, and the tables found in
    that picture (how a scanned or pasted table reaches Shipmate)."""
    import pymupdf

    from engine.ingest.aligned_tables import ocr_tables
    from engine.ingest.ocr import PageOcr

    pix = page.get_pixmap(dpi=150)
    doc = pymupdf.open()
    pic = doc.new_page(width=page.rect.width, height=page.rect.height)
    pic.insert_image(pic.rect, pixmap=pix)
    ocr = PageOcr()
    ocr.warm_up()
    read = ocr.read_region_oriented(pic, tuple(pic.rect))
    return ocr_tables(read, 1, pic.rect.height, [], True)


def valve_sketch(page, x: float, y: float, tags: list[str]) -> None:  # type: ignore[no-untyped-def]
    """A small piping sketch: a frame, a pipe, bow-tie valves with the tags under them, a pump
    circle (a drawing with labels, for the figure tests)."""
    page.draw_rect((x, y, x + 300, y + 130))
    page.draw_line((x + 20, y + 65), (x + 280, y + 65))
    for i, tag in enumerate(tags):
        vx = x + 50 + 70 * i
        page.draw_polyline(
            [(vx, y + 60), (vx + 16, y + 70), (vx + 16, y + 60), (vx, y + 70), (vx, y + 60)]
        )
        page.insert_text((vx, y + 90), tag, fontsize=7)
    page.draw_circle((x + 260, y + 40), 12)
