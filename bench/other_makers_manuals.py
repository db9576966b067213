"""Four made-up manuals of other equipment by other makers, for bench/other_makers.py.

Each manual is a list of pages (cover, contents, then content pages), each page a list of blocks
laid out top to bottom; a page whose blocks do not fit raises, so every question's expected page
is the page its block is listed on. Each maker writes its own way: Nordvik (steering gear)
numbers procedures and gives data as "Key: value" lines; Kaisei (fresh water generator) writes
"Chapter 2 / 2-1" headings, procedures as Step | Action tables and a models-as-rows table;
Ecoflow (sewage plant) writes prose with torques in it and a settings table with a Unit column;
Hellas (oily water separator) writes PART headings, lettered steps and units in header cells.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

Block = tuple[str, Any]
LEFT, RIGHT, BOTTOM = 60.0, 535.0, 780.0


def write_manuals(folder: Path) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for name, maker, footer, pages in (STEERING, FWG, STP, OWS):
        paths.append(_write(folder / name, maker, footer, pages))
    return paths


# ---------------------------------------------------------------- layout


def _write(path: Path, maker: str, footer: str, pages: list[list[Block]]) -> Path:
    import pymupdf

    doc = pymupdf.open()
    doc.set_metadata({"title": footer, "author": maker})
    for number, blocks in enumerate(pages, start=1):
        page = doc.new_page(width=595, height=842)
        y = 60.0
        for kind, content in blocks:
            y = BLOCKS[kind](page, y, content)
            if y > BOTTOM:
                raise ValueError(f"{path.name} page {number} overflows at {kind}: {content!r:.60}")
        if number > 1:
            page.insert_text((LEFT, 812), f"{footer}", fontsize=8, fontname="helv")
            page.insert_text((RIGHT - 40, 812), f"Page {number}", fontsize=8, fontname="helv")
    doc.save(path)
    doc.close()
    return path


def _wrap(text: str, width: float, size: float, font: str = "helv") -> list[str]:
    import pymupdf

    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split():
            trial = f"{line} {word}".strip()
            if pymupdf.get_text_length(trial, fontname=font, fontsize=size) <= width:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def _lines(page, x: float, y: float, lines: list[str], size: float, font: str) -> float:  # type: ignore[no-untyped-def]
    for line in lines:
        page.insert_text((x, y + size), line, fontsize=size, fontname=font)
        y += size + 3.5
    return y


def _title(page, y: float, text: str) -> float:  # type: ignore[no-untyped-def]
    for line in text.split("\n"):
        page.insert_text((LEFT, y + 22), line, fontsize=20, fontname="hebo")
        y += 30
    return y + 10


def _h1(page, y: float, text: str) -> float:  # type: ignore[no-untyped-def]
    page.insert_text((LEFT, y + 15), text, fontsize=15, fontname="hebo")
    return y + 28


def _h2(page, y: float, text: str) -> float:  # type: ignore[no-untyped-def]
    page.insert_text((LEFT, y + 12), text, fontsize=12, fontname="hebo")
    return y + 22


def _para(page, y: float, text: str) -> float:  # type: ignore[no-untyped-def]
    return _lines(page, LEFT, y, _wrap(text, RIGHT - LEFT, 10), 10, "helv") + 8


def _list(page, y: float, items: list[str], marker) -> float:  # type: ignore[no-untyped-def]
    for i, item in enumerate(items):
        label = marker(i)
        page.insert_text((LEFT + 4, y + 10), label, fontsize=10, fontname="helv")
        y = _lines(page, LEFT + 24, y, _wrap(item, RIGHT - LEFT - 24, 10), 10, "helv") + 3
    return y + 6


def _numbered(page, y: float, items: list[str]) -> float:  # type: ignore[no-untyped-def]
    return _list(page, y, items, lambda i: f"{i + 1}.")


def _lettered(page, y: float, items: list[str]) -> float:  # type: ignore[no-untyped-def]
    return _list(page, y, items, lambda i: f"{'abcdefghijkl'[i]})")


def _bullets(page, y: float, items: list[str]) -> float:  # type: ignore[no-untyped-def]
    return _list(page, y, items, lambda i: "-")


def _keyvalues(page, y: float, pairs: list[tuple[str, str]]) -> float:  # type: ignore[no-untyped-def]
    for key, value in pairs:
        page.insert_text((LEFT + 4, y + 10), f"{key}:", fontsize=10, fontname="helv")
        y = _lines(page, LEFT + 190, y, _wrap(value, RIGHT - LEFT - 190, 10), 10, "helv")
    return y + 8


def _warning(page, y: float, content: tuple[str, str]) -> float:  # type: ignore[no-untyped-def]
    import pymupdf

    word, text = content
    lines = _wrap(text, RIGHT - LEFT - 20, 10)
    height = 24 + len(lines) * 13.5
    page.draw_rect(pymupdf.Rect(LEFT, y, RIGHT, y + height), color=(0, 0, 0), width=1.2)
    page.insert_text((LEFT + 10, y + 15), word, fontsize=11, fontname="hebo")
    _lines(page, LEFT + 10, y + 19, lines, 10, "helv")
    return y + height + 10


def _caption(page, y: float, text: str) -> float:  # type: ignore[no-untyped-def]
    page.insert_text((LEFT, y + 10), text, fontsize=10, fontname="hebo")
    return y + 16


def _table(page, y: float, content: tuple[list[float], list[list[str]]]) -> float:  # type: ignore[no-untyped-def]
    import pymupdf

    widths, rows = content
    scale = (RIGHT - LEFT) / sum(widths)
    widths = [w * scale for w in widths]
    for r, row in enumerate(rows):
        font = "hebo" if r == 0 else "helv"
        cells = [_wrap(cell, widths[c] - 6, 9, font) for c, cell in enumerate(row)]
        height = max(len(c) for c in cells) * 12 + 6
        x = LEFT
        for c, lines in enumerate(cells):
            page.draw_rect(
                pymupdf.Rect(x, y, x + widths[c], y + height), color=(0, 0, 0), width=0.6
            )
            _lines(page, x + 3, y + 2, lines, 9, font)
            x += widths[c]
        y += height
    return y + 12


def _cover(page, y: float, content: tuple[str, str, list[str]]) -> float:  # type: ignore[no-untyped-def]
    maker, title, lines = content
    page.insert_text((LEFT, 120), maker, fontsize=14, fontname="hebo")
    y = _title(page, 200, title)
    for line in lines:
        page.insert_text((LEFT, y + 12), line, fontsize=12, fontname="helv")
        y += 20
    return y


def _contents(page, y: float, entries: list[tuple[str, int]]) -> float:  # type: ignore[no-untyped-def]
    y = _h1(page, y, "Contents")
    for text, number in entries:
        page.insert_text((LEFT, y + 11), text, fontsize=11, fontname="helv")
        page.insert_text((RIGHT - 20, y + 11), str(number), fontsize=11, fontname="helv")
        y += 18
    return y


BLOCKS = {
    "cover": _cover,
    "contents": _contents,
    "h1": _h1,
    "h2": _h2,
    "p": _para,
    "num": _numbered,
    "abc": _lettered,
    "bul": _bullets,
    "kv": _keyvalues,
    "warn": _warning,
    "cap": _caption,
    "table": _table,
}

# ---------------------------------------------------------------- Nordvik steering gear

STEERING = (
    "nordvik-hs250-steering-gear.pdf",
    "Nordvik Marine AS",
    "Nordvik Marine AS - HS-250 Electro-Hydraulic Steering Gear - Instruction Manual NM-SG-0412",
    [
        [
            (
                "cover",
                (
                    "NORDVIK MARINE AS",
                    "Electro-Hydraulic Steering Gear\nHS-250 Four-Ram Type",
                    ["Instruction Manual", "Document No. NM-SG-0412, Rev. 3", "Aalesund, Norway"],
                ),
            )
        ],
        [
            (
                "contents",
                [
                    ("1 General", 3),
                    ("1.1 Safety", 3),
                    ("1.2 Description", 3),
                    ("1.3 Technical data", 4),
                    ("2 Operation", 5),
                    ("2.4 Emergency steering", 6),
                    ("3 Maintenance", 7),
                    ("4 Troubleshooting", 9),
                    ("5 Spare parts", 10),
                ],
            )
        ],
        [
            ("h1", "1 General"),
            ("h2", "1.1 Safety"),
            (
                "warn",
                (
                    "WARNING",
                    "Never work on the rams, the tiller or the rudder actuator while either pump "
                    "unit is running. Isolate both starters at the steering gear room panel and "
                    "lock them out before opening any hydraulic line.",
                ),
            ),
            (
                "warn",
                (
                    "CAUTION",
                    "Hydraulic oil escaping at working pressure can penetrate the skin. Never "
                    "search for leaks with the hand; use a piece of cardboard.",
                ),
            ),
            ("h2", "1.2 Description"),
            (
                "p",
                "The HS-250 is a four-ram steering gear of the Rapson-slide type. Two pairs of "
                "opposed hydraulic rams act on the tiller through swivel blocks. Oil is supplied "
                "by two identical pump units, each consisting of an axial piston variable "
                "displacement pump driven by an electric motor. Either pump unit alone can move "
                "the rudder from 35 degrees on one side to 30 degrees on the other side in 28 "
                "seconds, as required by SOLAS. With both pump units running the time is halved.",
            ),
            (
                "p",
                "The rudder position is fed back to the control system by a feedback unit driven "
                "from the tiller by a linkage. The rudder carrier bearing above the tiller takes "
                "the weight of the rudder and stock. The oil tank of each pump unit has a float "
                "type level switch which gives the low level alarm and, at low-low level, starts "
                "the automatic isolation of one ram pair (see 2.5).",
            ),
        ],
        [
            ("h2", "1.3 Technical data"),
            (
                "kv",
                [
                    ("Model", "HS-250"),
                    ("Rated torque", "250 kNm"),
                    ("Maximum working pressure", "160 bar"),
                    ("Ram diameter", "180 mm"),
                    ("Rudder angle", "35 deg port / 35 deg starboard"),
                    ("Mechanical rudder stops", "37 deg each side"),
                    ("Pump type", "Axial piston, variable displacement"),
                    ("Pump motor", "22 kW, 440 V, 60 Hz, 1780 rpm"),
                    ("Oil tank capacity", "320 litres per pump unit"),
                    ("Hydraulic oil", "Mineral oil ISO VG 46"),
                    ("Time 35 deg to 30 deg", "28 s with one pump, 14 s with two pumps"),
                    ("Control voltage", "24 V DC"),
                ],
            ),
            ("cap", "Table 1-1 Pressure settings"),
            (
                "table",
                (
                    [200, 110, 110, 110],
                    [
                        ["Valve", "Setting [bar]", "Tolerance [bar]", "Sealed"],
                        ["Main relief valve (pump unit)", "190", "+/- 5", "yes"],
                        ["Shock valves (ram cylinders)", "210", "+/- 5", "yes"],
                        ["Pilot pressure reducing valve", "30", "+/- 2", "no"],
                        ["Low pilot pressure switch", "18", "+/- 1", "no"],
                    ],
                ),
            ),
            (
                "p",
                "The relief and shock valves are set and sealed at the works. They shall only be "
                "reset after repair and in the presence of the class surveyor.",
            ),
        ],
        [
            ("h1", "2 Operation"),
            ("h2", "2.1 Checks before starting"),
            (
                "num",
                [
                    "Check the oil level in the sight glass of each tank; the level must be "
                    "between the MIN and MAX marks.",
                    "Check that the by-pass valves of both ram pairs are closed and that the "
                    "isolating valves are open.",
                    "Check that the rudder angle indicator in the steering gear room agrees "
                    "with the bridge indicator.",
                    "Check that the local/remote switch on the starter panel is in REMOTE.",
                ],
            ),
            ("h2", "2.2 Starting the pump units"),
            (
                "num",
                [
                    "Switch on the power supply to both starters at the main switchboard.",
                    "Start pump unit No. 1 from the bridge console or the local starter.",
                    "Listen for abnormal noise and check that the pressure gauge shows about "
                    "25 bar at zero rudder command.",
                    "Start pump unit No. 2. In open waters one pump unit is enough; in "
                    "restricted waters and when manoeuvring both pump units shall run.",
                ],
            ),
            ("h2", "2.3 Changing over to non-follow-up steering"),
            (
                "num",
                [
                    "Turn the mode selector on the steering stand from AUTO to NFU.",
                    "Steer with the NFU tiller: the rudder moves as long as the tiller is held "
                    "over and stops when it is released.",
                    "To return, centre the NFU tiller and turn the selector to FU or AUTO.",
                ],
            ),
        ],
        [
            ("h2", "2.4 Emergency steering"),
            (
                "p",
                "If remote control from the bridge fails, the steering gear is steered locally "
                "from the steering gear room. Select LOCAL on the starter panel and operate the "
                "push buttons on the solenoid valves of the running pump unit: PORT moves the "
                "rudder to port, STBD to starboard. Orders are received from the bridge by the "
                "sound powered telephone; the rudder angle is read on the local indicator on the "
                "tiller.",
            ),
            (
                "p",
                "An emergency steering drill shall be carried out at least every three months, "
                "including direct control from the steering gear room and the communication "
                "procedure with the bridge. Enter each drill in the log book.",
            ),
            ("h2", "2.5 Automatic isolation system"),
            (
                "p",
                "The two ram pairs form two hydraulic systems that can be separated. When the oil "
                "in a tank falls to the low level, an alarm is given on the bridge. If the level "
                "keeps falling to the low-low level, the isolating valves close one ram pair and "
                "the other pair continues to steer with half the torque. The rudder angle shall "
                "then be limited to 15 degrees at full speed until the leak is found.",
            ),
        ],
        [
            ("h1", "3 Maintenance"),
            ("h2", "3.1 Maintenance schedule"),
            (
                "table",
                (
                    [110, 390],
                    [
                        ["Interval", "Work"],
                        [
                            "Daily",
                            "Check oil level in both tanks; check for leakage at rams and pipes.",
                        ],
                        ["Weekly", "Grease the swivel blocks, ram pins and the rudder carrier."],
                        ["Every 3 months", "Take an oil sample from each tank for analysis."],
                        [
                            "Every 12 months",
                            "Renew the return filter elements; check the rudder carrier wear-down.",
                        ],
                        ["Every 5 years", "Renew the hydraulic oil and clean the tanks."],
                    ],
                ),
            ),
            ("h2", "3.2 Renewing the return filter element"),
            (
                "num",
                [
                    "Stop the pump unit and lock out its starter.",
                    "Close the filter isolating valve and open the drain plug to relieve pressure.",
                    "Unscrew the filter bowl and remove the old element.",
                    "Fit a new 10 micron element and a new O-ring, lightly oiled.",
                    "Refit the filter bowl and tighten it to 45 Nm.",
                    "Open the isolating valve, start the pump and check for leaks.",
                ],
            ),
            (
                "p",
                "A clogging indicator on the filter head turns red when the pressure drop across "
                "the element exceeds 2.5 bar; the element shall then be renewed at once.",
            ),
        ],
        [
            ("h2", "3.3 Venting the hydraulic system"),
            (
                "p",
                "After any work on the pipes or cylinders, air must be removed. Open the vent "
                "screws on top of the rams one by one while the rudder is moved slowly from side "
                "to side with one pump unit running, until oil free of bubbles comes out. Top up "
                "the tank during venting. Air in the system shows as jerky rudder movement and "
                "noise from the pump.",
            ),
            ("h2", "3.4 Rudder carrier wear-down"),
            (
                "p",
                "The wear of the rudder carrier bearing is measured with the wear-down gauge "
                "between the tiller and the pointer welded to the deck. The clearance when new "
                "is 2.0 mm. Renew the bearing when the wear-down exceeds 4 mm. Record every "
                "reading in the maintenance log.",
            ),
            ("h2", "3.5 Oil quality"),
            (
                "p",
                "The oil shall be kept to cleanliness class ISO 4406 18/16/13 or better. Renew "
                "the oil if the water content exceeds 0.1 percent or the oil is dark and smells "
                "burnt.",
            ),
        ],
        [
            ("h1", "4 Troubleshooting"),
            (
                "table",
                (
                    [140, 180, 180],
                    [
                        ["Symptom", "Possible cause", "Remedy"],
                        [
                            "Rudder does not move",
                            "No power to solenoid valves; pump unit stopped",
                            "Check 24 V DC supply and fuses; start pump unit",
                        ],
                        [
                            "Rudder moves slowly",
                            "Air in system; worn pump; by-pass valve open",
                            "Vent the system; overhaul pump; close by-pass valve",
                        ],
                        [
                            "Rudder drifts from set angle",
                            "Internal leakage in ram seals or shock valve",
                            "Renew ram seals; check shock valve seat",
                        ],
                        [
                            "Pump unit noisy",
                            "Low oil level; air drawn in at suction",
                            "Top up oil; tighten suction fittings",
                        ],
                        [
                            "Oil temperature above 70 C",
                            "Relief valve blowing off; pump running against stop",
                            "Check relief valve setting; check feedback linkage",
                        ],
                        [
                            "Low level alarm",
                            "External leak at pipes or rams",
                            "Find and repair leak; top up tank",
                        ],
                    ],
                ),
            ),
        ],
        [
            ("h1", "5 Spare parts"),
            (
                "p",
                "When ordering spare parts always state the serial number of the steering gear "
                "and the part number below.",
            ),
            (
                "table",
                (
                    [40, 120, 250, 60],
                    [
                        ["Item", "Part No.", "Description", "Qty"],
                        ["1", "NM-4410-021", "Return filter element 10 micron", "2"],
                        ["2", "NM-2210-004", "Ram seal kit", "4"],
                        ["3", "NM-3105-118", "Solenoid valve coil 24 V DC", "2"],
                        ["4", "NM-3120-009", "Relief valve cartridge", "1"],
                        ["5", "NM-5001-032", "O-ring kit for pump unit", "2"],
                        ["6", "NM-6020-015", "Float level switch", "1"],
                        ["7", "NM-7011-002", "Feedback unit potentiometer", "1"],
                    ],
                ),
            ),
        ],
    ],
)

# ---------------------------------------------------------------- Kaisei fresh water generator

FWG = (
    "kaisei-kfw-fresh-water-generator.pdf",
    "Kaisei Zosen Kiki Co., Ltd.",
    "KAISEI KFW Series Fresh Water Generator - Instruction Book",
    [
        [
            (
                "cover",
                (
                    "KAISEI ZOSEN KIKI CO., LTD.",
                    "Fresh Water Generator\nKFW Series",
                    ["INSTRUCTION BOOK", "Models KFW-20 / KFW-30 / KFW-45", "Kobe, Japan"],
                ),
            )
        ],
        [
            (
                "contents",
                [
                    ("Chapter 1 Outline", 3),
                    ("Chapter 2 Operation", 5),
                    ("Chapter 3 Maintenance", 7),
                    ("Chapter 4 Trouble Shooting", 8),
                    ("Chapter 5 Spare Parts", 9),
                ],
            )
        ],
        [
            ("h1", "Chapter 1 Outline"),
            ("h2", "1-1 Principle of operation"),
            (
                "p",
                "The fresh water generator produces fresh water from sea water by evaporation "
                "under vacuum, using the heat of the main engine jacket cooling water. The "
                "evaporator and the condenser are plate heat exchangers in one frame. A vacuum "
                "of about 90 to 93 percent is kept by the combined brine and air ejector, which "
                "is driven by the ejector pump; at this vacuum the sea water boils at 40 to 60 "
                "degrees C.",
            ),
            (
                "p",
                "The vapour passes the demister and is condensed in the condenser, which is "
                "cooled by sea water from the ejector pump. The distillate is drawn off by the "
                "distillate pump and delivered to the fresh water tank through the salinometer "
                "cell and a flow meter.",
            ),
            ("h2", "1-2 Principal particulars"),
            (
                "table",
                (
                    [80, 80, 90, 90, 80, 80],
                    [
                        [
                            "Model",
                            "Capacity (t/day)",
                            "Jacket water flow (m3/h)",
                            "Jacket water inlet (deg C)",
                            "Ejector pump (kW)",
                            "Dry weight (kg)",
                        ],
                        ["KFW-20", "20", "45", "65 - 85", "11", "1150"],
                        ["KFW-30", "30", "68", "65 - 85", "15", "1480"],
                        ["KFW-45", "45", "100", "65 - 85", "22", "1920"],
                    ],
                ),
            ),
        ],
        [
            ("h2", "1-3 Salinometer"),
            (
                "p",
                "The salinometer measures the salt content of the distillate continuously. When "
                "the salinity exceeds the set point, an alarm is given and the dump solenoid "
                "valve returns the distillate to the evaporator until the salinity falls below "
                "the set point again.",
            ),
            (
                "kv",
                [
                    ("Salinometer type", "SM-2 conductivity type"),
                    ("Alarm set point", "4 ppm (adjustable 1 - 10 ppm)"),
                    ("Measuring range", "0 - 20 ppm"),
                    ("Power supply", "220 V AC, 60 Hz"),
                    ("Dump valve", "Solenoid, normally open to evaporator"),
                ],
            ),
            ("h2", "1-4 Feed water treatment"),
            (
                "p",
                "To reduce scale on the evaporator plates, a scale inhibitor is dosed into the "
                "feed water continuously. The dosing rate is 0.1 litre of inhibitor per ton of "
                "distillate produced, diluted in the 50 litre dosing tank. The chemical must be "
                "approved for drinking water production.",
            ),
        ],
        [
            ("h1", "Chapter 2 Operation"),
            ("h2", "2-1 Starting"),
            (
                "table",
                (
                    [50, 450],
                    [
                        ["Step", "Action"],
                        [
                            "1",
                            "Open the sea water overboard valve and the suction valve of the ejector pump.",
                        ],
                        [
                            "2",
                            "Start the ejector pump. Check that the pressure before the ejector is 0.35 - 0.45 MPa.",
                        ],
                        ["3", "Wait until the vacuum reaches 90 percent (about 10 minutes)."],
                        ["4", "Open the feed water valve and start the scale inhibitor dosing."],
                        [
                            "5",
                            "Open the jacket water outlet valve, then slowly open the inlet valve. Close the bypass valve gradually.",
                        ],
                        [
                            "6",
                            "When distillate appears in the sight glass, start the distillate pump.",
                        ],
                        [
                            "7",
                            "Switch on the salinometer. Open the valve to the fresh water tank when salinity is below the set point.",
                        ],
                    ],
                ),
            ),
            (
                "p",
                "Do not start the generator within 20 nautical miles from the coast or in "
                "harbours and estuaries, where the sea water may be polluted.",
            ),
        ],
        [
            ("h2", "2-2 Stopping"),
            (
                "table",
                (
                    [50, 450],
                    [
                        ["Step", "Action"],
                        [
                            "1",
                            "Open the jacket water bypass valve fully, then close the jacket water inlet and outlet valves.",
                        ],
                        ["2", "Stop the distillate pump and switch off the salinometer."],
                        ["3", "Close the feed water valve and stop the dosing."],
                        [
                            "4",
                            "Keep the ejector pump running for 10 minutes to cool the evaporator.",
                        ],
                        [
                            "5",
                            "Stop the ejector pump and close the sea water valves. Open the vacuum breaker valve.",
                        ],
                    ],
                ),
            ),
            ("h2", "2-3 Adjusting the capacity"),
            (
                "p",
                "The output is adjusted with the jacket water bypass valve: more jacket water "
                "through the evaporator gives more distillate. Do not let the jacket water "
                "outlet temperature of the main engine fall below 70 degrees C. The boiling "
                "temperature should be kept between 40 and 60 degrees C; a higher boiling "
                "temperature increases scaling.",
            ),
        ],
        [
            ("h1", "Chapter 3 Maintenance"),
            ("h2", "3-1 Cleaning the plates"),
            (
                "p",
                "Clean the evaporator plates when the capacity has dropped by 15 percent or at "
                "least every 6 months. Circulate a 5 percent sulphamic acid solution at not more "
                "than 50 degrees C for 4 hours, then flush with fresh water until neutral. Wear "
                "goggles and rubber gloves when handling the acid.",
            ),
            (
                "p",
                "If the plate pack must be opened, mark the plates in order before removing "
                "them. When reassembling, tighten the tie bolts evenly in a crosswise order to "
                "80 Nm and check that the pack length agrees with the dimension on the name "
                "plate.",
            ),
            ("h2", "3-2 Ejector"),
            (
                "p",
                "Inspect the ejector nozzle every 12 months for erosion. A worn nozzle gives "
                "poor vacuum; renew it when the bore is 0.5 mm larger than the original.",
            ),
            ("h2", "3-3 Maintenance intervals"),
            (
                "table",
                (
                    [200, 150, 150],
                    [
                        ["Item", "Interval (months)", "Work"],
                        ["Evaporator plates", "6", "Acid cleaning"],
                        ["Ejector nozzle", "12", "Inspect / renew"],
                        ["Salinometer cell", "3", "Clean electrodes"],
                        ["Ejector pump mechanical seal", "24", "Renew"],
                    ],
                ),
            ),
        ],
        [
            ("h1", "Chapter 4 Trouble Shooting"),
            (
                "table",
                (
                    [140, 180, 180],
                    [
                        ["Trouble", "Cause", "Countermeasure"],
                        [
                            "Vacuum does not rise",
                            "Ejector pump pressure low; air leak at vacuum breaker or gaskets",
                            "Check pump and strainer; close vacuum breaker; tighten gaskets",
                        ],
                        [
                            "Capacity low",
                            "Scale on plates; jacket water flow low",
                            "Clean plates; open bypass valve less",
                        ],
                        [
                            "Salinity high",
                            "Boiling too violent; demister damaged",
                            "Reduce jacket water flow; renew demister",
                        ],
                        [
                            "Distillate pump does not deliver",
                            "Pump air-locked; mechanical seal leaking",
                            "Vent the pump; renew seal",
                        ],
                        [
                            "Brine level rises in evaporator",
                            "Ejector worn; back pressure at overboard",
                            "Renew nozzle; check overboard valve open",
                        ],
                    ],
                ),
            ),
        ],
        [
            ("h1", "Chapter 5 Spare Parts"),
            (
                "table",
                (
                    [40, 220, 140, 60],
                    [
                        ["No.", "Name of part", "Drawing No.", "Q'ty"],
                        ["1", "Plate gasket set, evaporator", "KFW-3001", "1 set"],
                        ["2", "Plate gasket set, condenser", "KFW-3002", "1 set"],
                        ["3", "Ejector nozzle", "KFW-4110", "1"],
                        ["4", "Mechanical seal, ejector pump", "KFW-5205", "1"],
                        ["5", "Salinometer cell", "KFW-6010", "1"],
                        ["6", "Sight glass packing", "KFW-3015", "4"],
                        ["7", "Demister element", "KFW-3020", "1"],
                    ],
                ),
            ),
        ],
    ],
)

# ---------------------------------------------------------------- Ecoflow sewage treatment plant

STP = (
    "ecoflow-biomarin40-sewage-plant.pdf",
    "Ecoflow Umwelttechnik GmbH",
    "ECOFLOW BioMarin 40 - Operating and Maintenance Instructions",
    [
        [
            (
                "cover",
                (
                    "ECOFLOW UMWELTTECHNIK GMBH",
                    "Sewage Treatment Plant\nBioMarin 40",
                    [
                        "Operating and Maintenance Instructions",
                        "Type approved to MEPC.227(64)",
                        "Bremen, Germany",
                    ],
                ),
            )
        ],
        [
            (
                "contents",
                [
                    ("1 Description", 3),
                    ("2 Commissioning", 4),
                    ("3 Operation", 5),
                    ("4 Maintenance", 6),
                    ("5 Faults", 8),
                    ("6 Spare parts", 9),
                ],
            )
        ],
        [
            ("h1", "1 Description"),
            ("h2", "1.1 Function"),
            (
                "p",
                "The BioMarin 40 treats black and grey water by the activated sludge process. "
                "The sewage flows through three chambers: the aeration tank, where bacteria "
                "break down the organic matter with the oxygen blown in by the blowers through "
                "membrane diffusers; the settling tank, where the sludge settles and is returned "
                "to the aeration tank by an air-lift pump; and the disinfection tank, where the "
                "clear effluent is disinfected with sodium hypochlorite before the discharge "
                "pump sends it overboard.",
            ),
            ("h2", "1.2 Technical data"),
            (
                "kv",
                [
                    ("Persons", "40"),
                    ("Hydraulic load", "3.2 m3/day"),
                    ("Organic load (BOD5)", "2.4 kg/day"),
                    ("Aeration blowers", "2 x 1.1 kW, side channel type"),
                    ("Discharge pump", "1.5 kW, 10 m3/h at 2 bar"),
                    ("Effluent suspended solids", "below 35 mg/l"),
                    ("Effluent BOD5", "below 25 mg/l"),
                    ("Thermotolerant coliforms", "below 100 per 100 ml"),
                    ("Weight empty / in service", "2,150 kg / 7,900 kg"),
                ],
            ),
        ],
        [
            ("h1", "2 Commissioning"),
            ("h2", "2.1 Filling and start of the biology"),
            (
                "p",
                "Fill all three chambers with sea water or fresh water and start the blowers. "
                "The plant may be seeded with activated sludge from another plant; without "
                "seeding the biology needs two to three weeks to develop. During the first 14 "
                "days the plant should not be loaded with more than half the rated number of "
                "persons.",
            ),
            ("h2", "2.2 Settings"),
            (
                "table",
                (
                    [250, 120, 100],
                    [
                        ["Parameter", "Value", "Unit"],
                        ["Dissolved oxygen in aeration tank", "2 - 3", "mg/l"],
                        ["Air flow per blower", "18", "m3/h"],
                        ["Sludge return air-lift, on / off", "10 / 20", "min"],
                        ["Hypochlorite dosing pump stroke", "40", "%"],
                        ["Residual chlorine in effluent", "0.5 - 1.0", "mg/l"],
                        ["Discharge pump start level", "85", "%"],
                        ["Discharge pump stop level", "35", "%"],
                        ["High level alarm", "95", "%"],
                    ],
                ),
            ),
        ],
        [
            ("h1", "3 Operation"),
            ("h2", "3.1 Daily checks"),
            (
                "bul",
                [
                    "Blowers running, air bubbles evenly spread over the aeration tank surface.",
                    "Hypochlorite level in the dosing tank; refill before it runs empty.",
                    "No foam or floating sludge in the settling tank.",
                    "Discharge pump starts and stops at the set levels.",
                ],
            ),
            ("h2", "3.2 Sludge test and desludging"),
            (
                "p",
                "Once a week take one litre from the aeration tank in a measuring cylinder and "
                "let it settle for 30 minutes. If the settled sludge exceeds 500 ml, pump about "
                "one third of the aeration tank content to the sludge holding tank or ashore. "
                "Brown sludge that settles well shows a healthy plant; black sludge with a "
                "septic smell shows too little air.",
            ),
            ("h2", "3.3 Chemicals"),
            (
                "p",
                "Do not let strong cleaning agents, disinfectants, oils or paint reach the "
                "toilets and drains: they kill the bacteria. Use only biodegradable cleaners in "
                "the galley and the accommodation.",
            ),
        ],
        [
            ("h1", "4 Maintenance"),
            ("h2", "4.1 Blowers"),
            (
                "p",
                "Clean the inlet filter of each blower every month and renew it every 2000 "
                "running hours. The side channel blowers have sealed bearings and need no "
                "lubrication. When refitting the blower cover, tighten the screws crosswise to "
                "25 Nm. A blower that runs hot or trips usually has a blocked filter or a "
                "clogged diffuser line.",
            ),
            ("h2", "4.2 Membrane diffusers"),
            (
                "p",
                "The membranes of the diffusers harden with age. Renew them every three years, "
                "or earlier when the bubble pattern becomes uneven or the blower pressure rises "
                "above 450 mbar. The plant must be drained to reach the diffusers.",
            ),
            ("h2", "4.3 Dosing pump"),
            (
                "p",
                "Renew the valve set and the diaphragm of the hypochlorite dosing pump once a "
                "year. Flush the pump with fresh water before opening it and wear gloves and "
                "goggles: sodium hypochlorite burns the skin and eyes.",
            ),
        ],
        [
            (
                "warn",
                (
                    "DANGER",
                    "Sewage tanks contain hydrogen sulphide and methane. Before anyone enters a "
                    "tank, ventilate it for at least 24 hours and measure the atmosphere: oxygen "
                    "not below 20.8 percent, hydrogen sulphide below 10 ppm. Never enter alone; "
                    "a second person stays at the manhole with breathing apparatus ready.",
                ),
            ),
            ("h2", "4.4 Cleaning the settling tank"),
            (
                "p",
                "Every 12 months drain the settling tank to the aeration tank with the sludge "
                "pump, hose down the walls and the sloping bottom and check the air-lift pipe "
                "for blockage. Refill with water before restarting the plant.",
            ),
            ("h2", "4.5 Discharge pump"),
            (
                "p",
                "Check the mechanical seal of the discharge pump for leakage every month. The "
                "level switches (float type) shall be cleaned of grease every three months, as "
                "a stuck float keeps the pump running dry or gives a false high level alarm.",
            ),
        ],
        [
            ("h1", "5 Faults"),
            (
                "table",
                (
                    [140, 180, 180],
                    [
                        ["Fault", "Probable cause", "Action"],
                        [
                            "Effluent turbid, high suspended solids",
                            "Too much sludge; sludge return not working",
                            "Desludge; clean air-lift pipe",
                        ],
                        [
                            "Heavy foam on aeration tank",
                            "Detergents; young sludge after start",
                            "Reduce cleaning agents; wait for biology",
                        ],
                        [
                            "Septic smell, black sludge",
                            "Too little air; blower stopped or diffusers clogged",
                            "Check blowers and diffusers",
                        ],
                        [
                            "High level alarm",
                            "Discharge pump failed; float stuck",
                            "Check pump and float switch",
                        ],
                        [
                            "Blower trips",
                            "Inlet filter blocked; diffuser line clogged",
                            "Clean filter; check line",
                        ],
                        [
                            "No chlorine residual",
                            "Dosing tank empty; dosing pump air-locked",
                            "Refill tank; vent pump",
                        ],
                    ],
                ),
            ),
        ],
        [
            ("h1", "6 Spare parts"),
            (
                "table",
                (
                    [45, 110, 230, 45, 60],
                    [
                        ["Pos.", "Art.-No.", "Designation", "Qty", "Unit"],
                        ["1", "EF-10-2231", "Membrane diffuser, complete", "6", "pcs"],
                        ["2", "EF-20-0412", "Blower inlet filter", "2", "pcs"],
                        ["3", "EF-30-1107", "Dosing pump valve set", "1", "set"],
                        ["4", "EF-30-1108", "Dosing pump diaphragm", "1", "pcs"],
                        ["5", "EF-40-0090", "Float level switch", "3", "pcs"],
                        ["6", "EF-50-3310", "Mechanical seal, discharge pump", "1", "pcs"],
                        ["7", "EF-60-0005", "Suction hose for hypochlorite", "5", "m"],
                    ],
                ),
            ),
        ],
    ],
)

# ---------------------------------------------------------------- Hellas oily water separator

OWS = (
    "hellas-hss-ows25-bilge-separator.pdf",
    "Hellas Separation Systems S.A.",
    "HELLAS HSS-OWS 2.5 Bilge Water Separator - IOM Manual",
    [
        [
            (
                "cover",
                (
                    "HELLAS SEPARATION SYSTEMS S.A.",
                    "Bilge Water Separator\nHSS-OWS 2.5",
                    [
                        "Installation, Operation and Maintenance Manual",
                        "15 ppm equipment to IMO MEPC.107(49)",
                        "Piraeus, Greece",
                    ],
                ),
            )
        ],
        [
            (
                "contents",
                [
                    ("PART 1 GENERAL", 3),
                    ("PART 2 OPERATION", 5),
                    ("PART 3 MAINTENANCE", 6),
                    ("PART 4 TROUBLESHOOTING", 8),
                    ("PART 5 PARTS LIST", 9),
                ],
            )
        ],
        [
            ("h1", "PART 1 GENERAL"),
            ("h2", "1.1 Description"),
            (
                "p",
                "The HSS-OWS 2.5 separates oil from bilge water in three stages. In the first "
                "chamber the larger oil droplets rise by gravity. In the second stage the small "
                "droplets grow on oleophilic coalescer elements and rise. The third stage is a "
                "polishing filter. The oil gathers at the top of the separator, where a "
                "capacitance probe opens the oil discharge solenoid valve to the sludge tank.",
            ),
            (
                "p",
                "The bilge water is drawn from the bilge holding tank by an eccentric screw pump "
                "placed before the separator, so that the oil is not broken up into fine "
                "droplets. The 15 ppm bilge alarm monitors the clean water leaving the "
                "separator; above 15 ppm it switches the three-way valve to return the water to "
                "the bilge holding tank.",
            ),
            ("h2", "1.2 Particulars"),
            (
                "kv",
                [
                    ("Capacity", "2.5 m3/h"),
                    ("Feed pump", "Eccentric screw pump, 1.1 kW, 400 V"),
                    ("Maximum operating pressure", "2.5 bar"),
                    ("Oil content at outlet", "below 15 ppm"),
                    ("Electric heater (option)", "3 kW"),
                    ("Weight empty", "480 kg"),
                ],
            ),
        ],
        [
            ("h2", "1.3 Alarms"),
            (
                "table",
                (
                    [170, 90, 70, 170],
                    [
                        ["Alarm", "Set point", "Delay [s]", "Action"],
                        ["Oil content high", "15 ppm", "5", "Three-way valve to recirculation"],
                        ["Oil level high in separator", "probe", "2", "Oil discharge valve opens"],
                        ["Separator pressure high", "2.5 bar", "10", "Feed pump stops"],
                        ["Feed pump overload", "-", "0", "Feed pump stops, alarm"],
                        ["Bilge alarm failure", "-", "0", "Overboard valve closes"],
                    ],
                ),
            ),
            (
                "warn",
                (
                    "NOTE",
                    "The 15 ppm bilge alarm and the three-way valve are sealed. Any tampering "
                    "with the alarm, its sample line or the overboard valve is a violation of "
                    "MARPOL Annex I.",
                ),
            ),
        ],
        [
            ("h1", "PART 2 OPERATION"),
            ("h2", "2.1 Before operation"),
            (
                "abc",
                [
                    "Check that the separator is completely filled with clean water; vent it at the top cock.",
                    "Open the suction valve from the bilge holding tank and the overboard valve.",
                    "Switch on the 15 ppm bilge alarm and wait until it has warmed up (about 2 minutes).",
                    "Check that the oil discharge line to the sludge tank is open.",
                ],
            ),
            ("h2", "2.2 Automatic operation"),
            (
                "abc",
                [
                    "Set the selector switch on the control box to AUTO.",
                    "The feed pump starts when the bilge holding tank level is high and stops at low level.",
                    "Oil is discharged automatically when the probe detects oil at the top of the separator.",
                    "Record the start and stop times and the position in the Oil Record Book.",
                ],
            ),
            ("h2", "2.3 Stopping and flushing"),
            (
                "p",
                "Before stopping the separator for more than one week, flush it with clean "
                "water for 10 minutes through the flushing connection, so that no oily water is "
                "left in the coalescer. Then stop the feed pump and close the overboard valve.",
            ),
        ],
        [
            ("h1", "PART 3 MAINTENANCE"),
            ("h2", "3.1 Maintenance intervals"),
            (
                "table",
                (
                    [120, 170, 210],
                    [
                        ["Interval", "Item", "Work"],
                        ["Weekly", "15 ppm bilge alarm", "Clean the measuring cell with the brush"],
                        ["Monthly", "Feed pump", "Check stator and rotor for wear"],
                        ["6 months", "Oil probe", "Clean the probe tip"],
                        ["12 months", "Coalescer elements", "Renew"],
                        ["5 years", "15 ppm bilge alarm", "Calibration check by the maker"],
                    ],
                ),
            ),
            ("h2", "3.2 Renewing the coalescer elements"),
            (
                "p",
                "Renew the elements also when the differential pressure across the coalescer "
                "stage exceeds 0.8 bar.",
            ),
            (
                "abc",
                [
                    "Stop the separator, close the inlet and outlet valves and drain the separator to the bilge holding tank.",
                    "Remove the cover nuts and lift the cover with the davit.",
                    "Pull out the old elements and put them in a plastic bag for disposal as oily waste.",
                    "Fit new elements and a new cover gasket.",
                    "Refit the cover and tighten the cover nuts crosswise to 60 Nm.",
                    "Fill with clean water and vent before starting.",
                ],
            ),
        ],
        [
            ("h2", "3.3 15 ppm bilge alarm"),
            (
                "p",
                "Clean the measuring cell weekly with the bottle brush supplied. Check the zero "
                "every month with clean fresh water: the display must show 0 to 2 ppm. The "
                "accuracy of the alarm shall be checked by the maker or an authorised workshop "
                "at intervals not exceeding five years, and the calibration certificate kept on "
                "board.",
            ),
            ("h2", "3.4 Feed pump"),
            (
                "p",
                "The eccentric screw pump must never run dry: the rubber stator is destroyed in "
                "seconds. The dry-running protection stops the pump when the temperature of the "
                "stator rises. Worn stators show as loss of capacity; renew the stator and rotor "
                "together.",
            ),
        ],
        [
            ("h1", "PART 4 TROUBLESHOOTING"),
            (
                "table",
                (
                    [140, 180, 180],
                    [
                        ["Symptom", "Cause", "Remedy"],
                        [
                            "15 ppm alarm all the time",
                            "Emulsion from detergents; coalescer saturated; dirty cell",
                            "Stop using detergents in bilges; renew elements; clean cell",
                        ],
                        [
                            "Oil not discharged",
                            "Probe dirty; solenoid valve coil burnt",
                            "Clean probe; renew coil",
                        ],
                        [
                            "Feed pump does not deliver",
                            "Suction valve closed; stator worn",
                            "Open valve; renew stator and rotor",
                        ],
                        [
                            "Separator pressure high",
                            "Elements clogged; overboard valve closed",
                            "Renew elements; open valve",
                        ],
                    ],
                ),
            ),
        ],
        [
            ("h1", "PART 5 PARTS LIST"),
            (
                "table",
                (
                    [40, 130, 240, 50],
                    [
                        ["Ref", "Part number", "Description", "Qty"],
                        ["1", "HSS-2501-10", "Coalescer element", "3"],
                        ["2", "HSS-2501-22", "Cover gasket", "1"],
                        ["3", "HSS-3300-04", "Stator, feed pump", "1"],
                        ["4", "HSS-3300-05", "Rotor, feed pump", "1"],
                        ["5", "HSS-4100-17", "Oil probe, capacitance", "1"],
                        ["6", "HSS-4200-02", "Solenoid coil 24 V DC", "2"],
                        ["7", "HSS-5000-30", "Cleaning brush for measuring cell", "1"],
                    ],
                ),
            ),
        ],
    ],
)
