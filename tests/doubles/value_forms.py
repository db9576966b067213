"""A battery of the ways makers write a value, for the retrieval-only quantity check.

Written from general marine-engineering knowledge (units in SI, imperial and old metric use;
number forms of European and English-language manuals; the layouts engine.index_text.tables
gives table rows), not from any question of the benchmarks. Each case is a question asking a
value of one thing, and one evidence passage that either gives that value next to the thing
(``gives``: the check must not decline) or is a look-alike that does not (the thing with
another quantity's value, the quantity for another thing, the quantity named without a figure:
it must decline).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.index_text.normalise import printed


@dataclass(frozen=True)
class ValueForm:
    question: str
    passage: str
    kind: str  # "text" or "table" (a table chunk's rows as the index writes them)
    gives: bool
    form: str  # what the case tries, for the report

    @property
    def id(self) -> str:
        return f"{'gives' if self.gives else 'lacks'}:{self.form}"


@dataclass(frozen=True)
class _Spec:
    quantity: str  # the quantity's word as a row or sentence labels it ("Torque")
    questions: tuple[str, ...]
    thing: str  # as a manual names the thing the value is of
    other: str  # another thing of the same machinery, sharing no word with ``thing``
    values: tuple[str, ...]  # figure and unit, in the forms makers print
    units: tuple[str, ...]  # the units a column header declares
    bare: str  # a figure without its unit (a cell under such a header)
    other_value: str  # a value of another quantity, of the same thing
    # the quantity's values need no unit to be read ("ISO VG 68"): no header forms
    unitless: bool = False
    # ``quantity`` names the quantity itself, so a header cell of that name declares it
    named: bool = True


SPECS: tuple[_Spec, ...] = (
    _Spec(
        "Tightening torque",
        (
            "tightening torque for the cylinder head nuts",
            "what torque do the cylinder head nuts get",
        ),
        "cylinder head nuts",
        "connecting rod bolts",
        (
            "650 Nm",
            "650 N·m",
            "650 N-m",
            "650 N.m",
            "66 kgf·m",
            "66 kgm",
            "66 kp·m",
            "480 ft-lb",
            "480 lbf·ft",
            "480 lb-ft",
            "480 ft·lbf",
            "5760 in-lb",
            "620 - 680 Nm",
            "650 ± 20 Nm",
            "1 250 Nm",
            "1,250 Nm",
            "65 daNm",
        ),
        ("Nm", "N·m", "kgf·m", "ft-lb"),
        "650",
        "M30 x 2",
    ),
    _Spec(
        "Pressure",
        (
            "what is the discharge pressure of the lube oil pump",
            "lube oil pump discharge pressure?",
        ),
        "lube oil pump discharge",
        "sea chest vent",
        (
            "4.5 bar",
            "4,5 bar",
            "4.5 barg",
            "65 psi",
            "65 psig",
            "450 kPa",
            "0.45 MPa",
            "4.6 kgf/cm²",
            "4.6 kg/cm2",
            "4.6 kp/cm²",
            "46 mWC",
            "46 mH2O",
            "340 mmHg",
            "4.5 - 6.0 bar",
            "4,5 ~ 6 bar",
            "4.5…6.0 bar",
            "4.5 to 6.0 bar",
            "min. 4.5 bar",
            "≥ 4.5 bar",
            "max. 6 bar",
            "4.5 atü",  # an old metric atmosphere; a bare "at" is English, not read as one
        ),
        ("bar", "psi", "kPa", "MPa", "kgf/cm²"),
        "4.5",
        "12 m³/h",
    ),
    _Spec(
        "Temperature",
        (
            "jacket cooling water outlet temperature?",
            "what temp should the jacket cooling water outlet be",
        ),
        "jacket cooling water outlet",
        "exhaust gas after turbocharger",
        (
            "85 °C",
            "85°C",
            "85 ℃",
            "185 °F",
            "185 deg F",
            "358 K",
            "80 - 90 °C",
            "80 ~ 90 °C",
            "80…90 °C",
            "80 to 90 °C",
            "85 ± 3 °C",
            "max. 90 °C",
            "not exceeding 90 °C",
            "below 90 °C",
            "≤ 90 °C",
            "85 deg C",
            "85 degC",
            "85 degrees C",
        ),
        ("°C", "°F", "degC"),
        "85",
        "3.5 bar",
    ),
    _Spec(
        "Superheat",
        (
            "superheat setting of the thermostatic expansion valve",
            "what superheat for the thermostatic expansion valve",
        ),
        "thermostatic expansion valve",
        "liquid receiver",
        ("5 K", "5 ~ 7 K", "5-7 K", "5 to 7 K", "9 °F", "6 ± 1 K", "5 °C", "5 Kelvin"),
        ("K", "°C"),
        "6",
        "R404A",
    ),
    _Spec(
        "Clearance",
        (
            "valve clearance of the inlet valves",
            "what clearance for the inlet valves",
        ),
        "inlet valves",
        "fuel pump plunger",
        (
            "0.4 mm",
            "0,4 mm",
            "0.40mm",
            "0.016 in",
            "0.016 inch",
            '0.016"',
            "400 µm",
            "400 μm",
            "0.4 ± 0.05 mm",
            "0.40 +0.05/-0 mm",
            "0.35 - 0.45 mm",
            "0.35 ~ 0.45 mm",
            "0.35…0.45 mm",
            "0.35 to 0.45 mm",
            "min. 0.35 mm",
            "max. 0.45 mm",
            "0.016 thou",
        ),
        ("mm", "in", "µm"),
        "0.4",
        "every 3000 h",
    ),
    _Spec(
        "Flow rate",
        (
            "what is the flow rate of the bilge pump",
            "bilge pump flow rate?",
        ),
        "bilge pump",
        "sewage treatment plant",
        (
            "25 m³/h",
            "25 m3/h",
            "25 m3/hr",
            "25 m³/hr",
            "25 cbm/h",
            "417 l/min",
            "417 L/min",
            "417 lpm",
            "110 gpm",
            "110 US gpm",
            "110 USGPM",
            "6.9 l/s",
            "25 t/h",
            "20 - 25 m³/h",
            "25 m³ /h",
        ),
        ("m³/h", "m3/h", "l/min", "gpm"),
        "25",
        "3.5 bar",
    ),
    _Spec(
        "Speed",
        (
            "what is the rated speed of the main engine",
            "main engine rated speed?",
        ),
        "main engine",
        "turbocharger",
        (
            "1 450 rpm",
            "1,450 rpm",
            "1450 rpm",
            "1450 r/min",
            "1450 min⁻¹",
            "1450 min-1",
            "1450 1/min",
            "1450 RPM",
            "1450 rev/min",
            "24 rps",
            "1400 - 1500 rpm",
            "max. 1500 rpm",
        ),
        ("rpm", "r/min", "min⁻¹", "1/min"),
        "1450",
        "4500 kW",
    ),
    _Spec(
        "Power output",
        (
            "what is the power output of the emergency generator",
            "emergency generator power output?",
        ),
        "emergency generator",
        "shore connection",
        (
            "250 kW",
            "250kW",
            "335 hp",
            "340 PS",
            "340 BHP",
            "312 kVA",
            "250 kWe",
            "250 kWm",
            "0.25 MW",
            "250 KW",
        ),
        ("kW", "hp", "kVA"),
        "250",
        "1800 rpm",
    ),
    _Spec(
        "Control voltage",
        (
            "what is the control voltage of the alarm panel",
            "alarm panel control voltage?",
        ),
        "alarm panel",
        "bow thruster",
        (
            "24 V DC",
            "24 VDC",
            "24 Vdc",
            "24 V",
            "24V",
            "230 VAC",
            "230 V AC",
            "6.6 kV",
            "24 V ± 10 %",
        ),
        ("V", "VDC", "VAC"),
        "24",
        "IP 44",
    ),
    _Spec(
        "Full load current",
        (
            "full load current of the steering gear motor",
            "steering gear motor full load current?",
        ),
        "steering gear motor",
        "galley range",
        ("32 A", "32A", "32 amps", "32 Amp", "32 amperes", "500 mA", "32 A (FLC)"),
        ("A", "Amp"),
        "32",
        "15 kW",
    ),
    _Spec(
        "Overhaul interval",
        (
            "overhaul interval of the fuel injectors",
            "how often do the fuel injectors get overhauled",
        ),
        "fuel injectors",
        "air start valve",
        (
            "every 2000 h",
            "2000 running hours",
            "2 000 hrs",
            "2,000 hours",
            "every 6 months",
            "12 000 h",
            "2000 rh",
            "2000 Bh",
            "2000 operating hours",
            "annually",
        ),
        ("h", "hrs", "hours"),
        "2000",
        "350 bar",
    ),
    _Spec(
        "Oil volume",
        (
            "how much oil does the steering gear hydraulic tank take",
            "how many litres of oil in the steering gear hydraulic tank",
        ),
        "steering gear hydraulic tank",
        "hatch cover power pack",
        (
            "120 l",
            "120 L",
            "120 litres",
            "120 liters",
            "120 ltr",
            "0.12 m³",
            "32 US gal",
            "26 imp gal",
            "120 dm³",
        ),
        ("l", "litres", "L"),
        "120",
        "ISO VG 46",
    ),
    _Spec(
        "Weight",
        (
            "what is the weight of the purifier bowl",
            "how heavy is the purifier bowl",
        ),
        "purifier bowl",
        "cargo crane hook",
        ("85 kg", "85kg", "187 lb", "187 lbs", "0.085 t", "85 kgs", "approx. 85 kg"),
        ("kg", "lb"),
        "85",
        "7200 rpm",
    ),
    _Spec(
        "Oil grade",
        (
            "what oil grade for the refrigeration compressor",
            "refrigeration compressor oil grade?",
        ),
        "refrigeration compressor oil",
        "stern tube",
        (
            "ISO VG 68",
            "POE oil ISO VG 32",
            "SAE 15W-40",
            "SAE 30",
            "VG68",
            "ISO 3448 VG 68",
            "NLGI 2",
            "SAE 10W-30",
        ),
        (),
        "",
        "22 l",
        unitless=True,
    ),
    _Spec(
        "Overload alarm",
        (
            "overload alarm setting in percent for the shaft generator",
            "what percentage is the overload alarm of the shaft generator",
        ),
        "shaft generator overload alarm",
        "bow thruster",
        ("110 %", "110%", "110 percent", "105 - 115 %", "110 % of rated"),
        ("%",),
        "110",
        "440 V",
        named=False,  # "Overload alarm" names the setting, not a percentage
    ),
    _Spec(
        "Insulation resistance",
        (
            "minimum insulation resistance of the cargo pump motor",
            "cargo pump motor insulation resistance?",
        ),
        "cargo pump motor insulation",
        "windlass",
        ("1 MΩ", "1 MOhm", "1 megohm", "≥ 1 MΩ", "100 MΩ", "1 M ohm", "1 Mohm"),
        ("MΩ",),
        "1",
        "690 V",
    ),
    _Spec(
        "Supply frequency",
        (
            "what is the supply frequency of the shore connection",
            "shore connection supply frequency?",
        ),
        "shore connection",
        "radar",
        ("60 Hz", "50/60 Hz", "60Hz", "60 c/s"),
        ("Hz",),
        "60",
        "440 V",
    ),
)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _gives(spec: _Spec) -> list[tuple[str, str, str]]:
    """(passage, kind, form) giving the value of ``spec.thing``."""
    out: list[tuple[str, str, str]] = []
    thing, name = _cap(spec.thing), spec.quantity
    for value in spec.values:
        out += [
            (f"{thing} {name.lower()}: {value}.", "text", f"spec line {value}"),
            (f"The {spec.thing} {name.lower()} is {value} in service.", "text", f"prose {value}"),
            (f"Adjust the {spec.thing} to {value} before start.", "text", f"unit only {value}"),
            (f"Item: {thing} | {name}: {value}", "table", f"labelled cell {value}"),
            (f"{thing} | {value}", "table", f"plain row {value}"),
        ]
    for unit in spec.units:
        out += [
            (f"Item: {thing} | {name} ({unit}): {spec.bare}", "table", f"header ({unit})"),
            (f"Item: {thing} | {name} [{unit}]: {spec.bare}", "table", f"header [{unit}]"),
            (f"Item: {thing} | {unit}: {spec.bare}", "table", f"header {unit} alone"),
            (
                f"Item: {thing} | Value: {spec.bare} | Unit: {unit}",
                "table",
                f"unit column {unit}",
            ),
            (
                f"Item: {thing} | Min.: {spec.bare} | Max.: {spec.bare}0 | Unit: {unit}",
                "table",
                f"min/max columns {unit}",
            ),
            (
                f"Item | {name} ({unit})\n{thing} | {spec.bare}",
                "table",
                f"plain header ({unit})",
            ),
            (f"Item | {unit}\n{thing} | {spec.bare}", "table", f"plain header {unit} alone"),
        ]
    if spec.bare and spec.named:
        out += [
            (f"Item | {name}\n{thing} | {spec.bare}", "table", "plain header names it"),
            (f"Item: {thing} | {name}: {spec.bare}", "table", "labelled bare cell"),
        ]
    return out


def _lacks(spec: _Spec) -> list[tuple[str, str, str]]:
    """(passage, kind, form) that do not give it: look-alikes."""
    thing, other, name = _cap(spec.thing), _cap(spec.other), spec.quantity
    value = spec.values[0]
    out = [
        (f"{other} {name.lower()}: {value}.", "text", "other thing, spec line"),
        (f"Adjust the {spec.other} to {value} before start.", "text", "other thing, prose"),
        (f"Item: {other} | {name}: {value}", "table", "other thing, labelled cell"),
        (f"{thing}: {spec.other_value}.", "text", "other quantity, spec line"),
        (f"Item: {thing} | Data: {spec.other_value}", "table", "other quantity, cell"),
        (
            f"Check the {spec.thing} {name.lower()} regularly and record it in the log.",
            "text",
            "named, no figure",
        ),
        (f"Item: {thing} | {name}: see maker's data", "table", "named, no figure, cell"),
    ]
    for unit in spec.units[:1]:
        out += [
            (f"Item | {name} ({unit})\n{other} | {spec.bare}", "table", "other thing, header"),
        ]
    return out


def battery() -> list[ValueForm]:
    cases: list[ValueForm] = []
    for spec in SPECS:
        for question in spec.questions:
            for passage, kind, form in _gives(spec):
                # the index keeps text NFKC-normalised ("m³/h" -> "m3/h", "℃" -> "°C")
                cases.append(
                    ValueForm(question, printed(passage), kind, True, f"{spec.quantity}: {form}")
                )
            for passage, kind, form in _lacks(spec):
                cases.append(
                    ValueForm(question, printed(passage), kind, False, f"{spec.quantity}: {form}")
                )
    return cases
