"""Which wheels a bundle needs, and how pip fetches and checks them for the target platform.

Standard library + pip only: this runs on the connected machine that builds the bundle.

Two pip behaviours shape this module:
- ``pip download/install --platform X`` picks wheels for X but evaluates environment markers
  against the *running* interpreter (pypa/pip#11664, open). Building a Windows bundle on Linux then
  follows torch's ``nvidia-*; platform_system == "Linux"`` requirements and fails. For cross builds
  pip runs through a small shim that swaps in the target's marker environment.
- On Linux, PyPI's torch is a CUDA build that drags ~3 GB of nvidia wheels; the CPU build comes
  from the pip config (find-links / extra index) or ``--torch-wheel``. It is checked, not trusted.
"""

from __future__ import annotations

import email.parser
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile
import tomllib
import urllib.parse
import zipfile
from dataclasses import dataclass
from pathlib import Path

PYTHON_VERSION = "3.11"
# wheels that only a CUDA torch needs: finding one in a bundle means the wrong torch was resolved
CUDA_WHEEL = re.compile(r"^(nvidia[-_]|cuda[-_]|triton-|cupy|nccl)", re.IGNORECASE)


class BuildError(Exception):
    """The bundle cannot be built as asked; the message says what to fix."""


@dataclass(frozen=True)
class Target:
    """A platform the bundle is built for: pip's platform tags and its PEP 508 environment."""

    name: str
    pip_platforms: tuple[str, ...]
    markers: dict[str, str]
    host_platform: str  # sys.platform of a machine that can build this bundle natively


_MANYLINUX = (
    *(f"manylinux_2_{minor}_x86_64" for minor in range(28, 4, -1)),
    "manylinux2014_x86_64",
    "manylinux2010_x86_64",
    "manylinux1_x86_64",
)
_COMMON_MARKERS = {
    "python_version": PYTHON_VERSION,
    "python_full_version": "3.11.9",
    "implementation_name": "cpython",
    "implementation_version": "3.11.9",
    "platform_python_implementation": "CPython",
}
TARGETS = {
    "linux": Target(
        "linux",
        _MANYLINUX,  # cross builds aim at glibc >= 2.28 (what the torch CPU wheel needs)
        {
            **_COMMON_MARKERS,
            "os_name": "posix",
            "sys_platform": "linux",
            "platform_system": "Linux",
            "platform_machine": "x86_64",
            "platform_release": "",
            "platform_version": "",
        },
        "linux",
    ),
    "windows": Target(
        "windows",
        ("win_amd64",),
        {
            **_COMMON_MARKERS,
            "os_name": "nt",
            "sys_platform": "win32",
            "platform_system": "Windows",
            "platform_machine": "AMD64",
            "platform_release": "10",
            "platform_version": "10.0.19045",
        },
        "win32",
    ),
}


def is_native(target: Target) -> bool:
    """True when this interpreter can fetch wheels for ``target`` without platform options."""
    return (
        sys.platform == target.host_platform
        and sys.version_info[:2] == (3, 11)
        and sys.implementation.name == "cpython"
        and platform.machine().lower() in ("x86_64", "amd64")
    )


# ---------------------------------------------------------------------------- the project


@dataclass(frozen=True)
class Project:
    root: Path
    name: str
    version: str
    dependencies: tuple[str, ...]  # exactly as pinned in pyproject.toml


def read_project(root: Path) -> Project:
    """Name, version and pinned dependencies from ``root/pyproject.toml``, where the pins live."""
    with open(root / "pyproject.toml", "rb") as f:
        meta = tomllib.load(f)["project"]
    return Project(root, meta["name"], meta["version"], tuple(meta.get("dependencies", ())))


def canonical_name(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def requirement_name(requirement: str) -> str:
    """``"PySide6-Essentials==6.12.0"`` -> ``"pyside6-essentials"``."""
    match = re.match(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)", requirement)
    if not match:
        raise BuildError(f"cannot read the requirement {requirement!r} in pyproject.toml")
    return canonical_name(match.group(1))


def torch_requirement(project: Project) -> str:
    for req in project.dependencies:
        if requirement_name(req) == "torch":
            return req.strip()
    raise BuildError("pyproject.toml does not pin torch; the installer needs its version")


def requirements_lines(project: Project, torch_pin: str | None = None) -> list[str]:
    """The dependency list with torch first, optionally pinned to the exact wheel fetched."""
    torch = torch_pin or torch_requirement(project)
    rest = [r.strip() for r in project.dependencies if requirement_name(r) != "torch"]
    return [torch, *rest]


# ---------------------------------------------------------------------------- running pip

# Runs pip with the target's marker environment (see the module docstring).
_MARKER_SHIM = """\
import json, sys
target = json.loads(sys.argv.pop(1))
from pip._vendor.packaging import markers
host_environment = markers.default_environment
def target_environment():
    env = host_environment()
    env.update(target)
    return env
markers.default_environment = target_environment
from pip._internal.cli.main import main
sys.argv[0] = "pip"
sys.exit(main())
"""


def platform_args(target: Target, cross: bool) -> list[str]:
    if not cross:
        return []
    args = [arg for tag in target.pip_platforms for arg in ("--platform", tag)]
    return [*args, "--python-version", PYTHON_VERSION, "--implementation", "cp"]


def run_pip(
    args: list[str],
    target: Target | None = None,
    *,
    cross: bool = False,
    isolated: bool = False,
    capture: bool = False,
) -> subprocess.CompletedProcess[str]:
    """Run pip (for ``target`` when ``cross``); raise BuildError with pip's last lines on failure.

    ``isolated`` ignores every pip config file and PIP_* variable, so a check against the bundle's
    own wheels cannot be helped by a find-links directory on the build machine.
    """
    if cross:
        assert target is not None
        cmd = [sys.executable, "-c", _MARKER_SHIM, json.dumps(target.markers)]
    else:
        cmd = [sys.executable, "-m", "pip"]
    options = ["--disable-pip-version-check", *(["--isolated"] if isolated else [])]
    cmd += [args[0], *options, *args[1:]]
    env = dict(os.environ)
    if isolated:
        env = {k: v for k, v in env.items() if not k.startswith("PIP_")}
        env["PIP_CONFIG_FILE"] = os.devnull
    proc = subprocess.run(
        cmd,
        env=env,
        text=True,
        stdout=subprocess.PIPE if capture else None,
        stderr=subprocess.STDOUT if capture else None,
        check=False,
    )
    if proc.returncode != 0:
        tail = "\n".join((proc.stdout or "").splitlines()[-25:])
        raise BuildError(f"pip {args[0]} failed (exit {proc.returncode}):\n{tail}".rstrip())
    return proc


# ---------------------------------------------------------------------------- torch


def wheel_metadata(wheel: Path) -> email.message.Message:
    """The METADATA of a wheel file, parsed like an e-mail header block."""
    with zipfile.ZipFile(wheel) as zf:
        name = next(n for n in zf.namelist() if n.endswith(".dist-info/METADATA"))
        return email.parser.BytesParser().parsebytes(zf.read(name), headersonly=True)


def check_torch_is_cpu(wheel: Path, target: Target) -> str:
    """Refuse a CUDA/ROCm torch; return its version. PyPI's Linux torch (no +cpu) is CUDA."""
    version = wheel_metadata(wheel)["Version"] or ""
    local = version.partition("+")[2]
    fix = (
        "give the CPU wheel with --torch-wheel PATH, or point pip at it "
        "(find-links, or --extra-index-url https://download.pytorch.org/whl/cpu)"
    )
    if local.startswith(("cu", "rocm")):
        raise BuildError(f"{wheel.name} is a GPU build of torch ({version}); {fix}")
    if target.name == "linux" and local != "cpu":
        raise BuildError(f"{wheel.name} is PyPI's Linux torch, a CUDA build; {fix}")
    return version


def fetch_torch(
    project: Project,
    target: Target,
    wheels: Path,
    *,
    cross: bool,
    torch_wheel: Path | None = None,
) -> Path:
    """Put the torch CPU wheel into ``wheels`` (copied from ``torch_wheel`` or via pip)."""
    if torch_wheel is not None:
        shutil.copy2(torch_wheel, wheels / torch_wheel.name)
    else:
        args = ["download", "--no-deps", "--only-binary=:all:", "--dest", str(wheels)]
        args += [*platform_args(target, cross), torch_requirement(project)]
        run_pip(args, target, cross=cross)
    found = sorted(wheels.glob("torch-*.whl"))
    if len(found) != 1:
        raise BuildError(f"expected one torch wheel in {wheels}, found {[p.name for p in found]}")
    check_torch_is_cpu(found[0], target)
    return found[0]


def cuda_wheels(names: list[str]) -> list[str]:
    """The wheel files that belong to a CUDA stack (must be none in a bundle)."""
    return sorted(n for n in names if CUDA_WHEEL.match(n))


# ---------------------------------------------------------------------------- the other wheels


def download_dependencies(
    project: Project, target: Target, wheels: Path, torch_pin: str, *, cross: bool
) -> None:
    """``pip download`` every pinned dependency (and theirs) as wheels for ``target``."""
    with tempfile.TemporaryDirectory(prefix="shipmate-reqs-") as tmp:
        reqs = Path(tmp) / "requirements.txt"
        reqs.write_text("\n".join(requirements_lines(project, torch_pin)) + "\n", encoding="utf-8")
        args = ["download", "--only-binary=:all:", "--dest", str(wheels)]
        args += ["--find-links", str(wheels), "-r", str(reqs), *platform_args(target, cross)]
        run_pip(args, target, cross=cross)


def resolve_offline(project: Project, target: Target, wheels: Path, *, cross: bool) -> list[str]:
    """Resolve ``project==version`` from ``wheels`` alone, as the installer will; return the files.

    Raises BuildError naming what is missing, so a bundle that would fail on board never ships.
    """
    with tempfile.TemporaryDirectory(prefix="shipmate-resolve-") as tmp:
        report = Path(tmp) / "report.json"
        args = ["install", "--dry-run", "--ignore-installed", "--no-index", "--only-binary=:all:"]
        args += ["--find-links", str(wheels), "--target", str(Path(tmp) / "t")]
        args += ["--report", str(report), *platform_args(target, cross)]
        run_pip(
            [*args, f"{project.name}=={project.version}"],
            target,
            cross=cross,
            isolated=True,
            capture=True,
        )
        installs = json.loads(report.read_text(encoding="utf-8"))["install"]
    return sorted(_file_name(item["download_info"]["url"]) for item in installs)


def _file_name(url: str) -> str:
    # the report quotes URLs: torch-2.13.0%2Bcpu-... is torch-2.13.0+cpu-...
    return urllib.parse.unquote(url.rsplit("/", 1)[-1])


def min_glibc(wheel_names: list[str]) -> str | None:
    """The glibc a Linux wheel set needs: the highest of each wheel's lowest manylinux tag."""
    legacy = {"manylinux1": (2, 5), "manylinux2010": (2, 12), "manylinux2014": (2, 17)}
    needed: tuple[int, int] | None = None
    for name in wheel_names:
        platform_tags = name[:-4].split("-")[-1].split(".")
        versions = []
        for tag in platform_tags:
            m = re.match(r"manylinux_(\d+)_(\d+)_", tag)
            if m:
                versions.append((int(m.group(1)), int(m.group(2))))
            elif tag.split("_")[0] in legacy:
                versions.append(legacy[tag.split("_")[0]])
        if versions and (needed is None or min(versions) > needed):
            needed = min(versions)
    return f"{needed[0]}.{needed[1]}" if needed else None


# ---------------------------------------------------------------------------- Windows check


@dataclass(frozen=True)
class Resolution:
    ok: bool
    packages: list[str]  # "name version file" of what pip picked
    missing: list[str]  # requirements pip found no wheel for
    log_tail: str


def check_resolution(project: Project, target: Target) -> Resolution:
    """Dry-run ``pip install`` of the pinned requirements for ``target`` (needs the index).

    Uses the target's tags and marker environment; nothing is installed.
    """
    cross = not is_native(target)
    with tempfile.TemporaryDirectory(prefix="shipmate-check-") as tmp:
        reqs = Path(tmp) / "requirements.txt"
        reqs.write_text("\n".join(requirements_lines(project)) + "\n", encoding="utf-8")
        report = Path(tmp) / "report.json"
        args = ["install", "--dry-run", "--ignore-installed", "--only-binary=:all:"]
        args += ["--target", str(Path(tmp) / "t"), "--report", str(report)]
        args += [*platform_args(target, True), "-r", str(reqs)]  # tags always explicit here
        try:
            proc = run_pip(args, target, cross=cross, capture=True)
        except BuildError as exc:
            missing = re.findall(r"No matching distribution found for (\S+)", str(exc))
            return Resolution(False, [], sorted(set(missing)), str(exc))
        installs = json.loads(report.read_text(encoding="utf-8"))["install"]
    packages = sorted(
        f"{i['metadata']['name']} {i['metadata']['version']} "
        f"{_file_name(i['download_info']['url'])}"
        for i in installs
    )
    tail = "\n".join((proc.stdout or "").splitlines()[-3:])
    return Resolution(True, packages, [], tail)
