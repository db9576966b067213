"""Build Shipmate's offline install bundle (run on a connected machine; stdlib + pip only).

    python installer/build.py --out DIR --platform linux|windows [--reranker-dir PATH]
        [--ollama-installer PATH] [--ollama-models PATH] [--torch-wheel PATH] [--force]
    python installer/build.py --check-windows      # do the pins resolve for win_amd64 / cp311?
    python installer/build.py --verify DIR         # re-check a bundle against its manifest.json

See installer/README.md for the bundle layout and how each part is checked.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import sys
import tempfile
import time
import zipfile
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

if __package__ in (None, ""):  # run as `python installer/build.py`
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from installer.wheelset import (  # after the sys.path set-up above
    TARGETS,
    BuildError,
    Project,
    Target,
    check_resolution,
    cuda_wheels,
    download_dependencies,
    fetch_torch,
    is_native,
    min_glibc,
    read_project,
    requirements_lines,
    resolve_offline,
    run_pip,
)

HERE = Path(__file__).resolve().parent
TEMPLATES = HERE / "templates"
PROJECT_ROOT = HERE.parent
MANIFEST_FORMAT = 1
# top-level folders left out of the snapshot the project's own wheel is built from
_SNAPSHOT_SKIP_TOP = {
    ".git",
    ".venv",
    "venv",
    "bundle",
    "build",
    "dist",
    "scratch",
    "tests",
    "bench",
    "docs",
    "installer",
    ".pytest_cache",
    ".ruff_cache",
    ".ci",
}
_SNAPSHOT_SKIP_ANYWHERE = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info")
# what a flashrank model folder must hold besides its .onnx (STACK.md, flashrank 0.2.10)
RERANKER_FILES = (
    "config.json",
    "tokenizer.json",
    "tokenizer_config.json",
    "special_tokens_map.json",
)


@dataclass(frozen=True)
class BuildOptions:
    out: Path
    platform: str
    reranker_dir: Path | None = None
    ollama_installer: Path | None = None
    ollama_models: Path | None = None
    torch_wheel: Path | None = None
    force: bool = False
    project_root: Path = PROJECT_ROOT


def log(message: str) -> None:
    print(f"[build] {message}", flush=True)


# ---------------------------------------------------------------------------- the build


def build_bundle(options: BuildOptions) -> dict:
    """Build the bundle described by ``options``; return its manifest. Raises BuildError."""
    started = time.monotonic()
    target = TARGETS[options.platform]
    project = read_project(options.project_root)
    cross = not is_native(target)
    _check_inputs(options)
    out = _prepare_out(options.out, options.force)
    wheels = out / "wheels"
    wheels.mkdir()
    log(
        f"{project.name} {project.version} for {target.name} into {out}"
        f" ({'cross build: target tags and markers' if cross else 'native build'})"
    )

    log("building the project's own wheel")
    project_wheel = build_project_wheel(project, wheels)
    log("fetching torch (CPU build)")
    torch = fetch_torch(project, target, wheels, cross=cross, torch_wheel=options.torch_wheel)
    torch_version = torch.name.split("-")[1]
    log(f"  {torch.name}")
    log("downloading the other wheels (pinned in pyproject.toml, and their dependencies)")
    download_dependencies(project, target, wheels, f"torch=={torch_version}", cross=cross)

    log("checking the wheel set installs offline (pip --no-index, no config)")
    used = resolve_offline(project, target, wheels, cross=cross)
    for extra in sorted({p.name for p in wheels.iterdir()} - set(used)):
        log(f"  dropping {extra}: not needed by the offline install")
        (wheels / extra).unlink()
    names = sorted(p.name for p in wheels.iterdir())
    if cuda := cuda_wheels(names):
        raise BuildError(f"CUDA wheels ended up in the bundle: {', '.join(cuda)}")

    if options.reranker_dir:
        log(f"copying the reranker model from {options.reranker_dir}")
        shutil.copytree(options.reranker_dir, out / "models" / "reranker")
    if options.ollama_installer or options.ollama_models:
        log("copying Ollama and its models")
        copy_ollama(target, out / "ollama", options.ollama_installer, options.ollama_models)
    write_scripts(target, out)
    info = {
        "name": project.name,
        "version": project.version,
        "bundle_version": f"{project.version}-{target.name}-{datetime.now(UTC):%Y%m%d}",
        "platform": target.name,
        "python": "3.11",
        "built_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "requirements": requirements_lines(project, f"torch=={torch_version}"),
        "torch_wheel": torch.name,
        "project_wheel": project_wheel.name,
        "min_glibc": min_glibc(names) if target.name == "linux" else None,
        "longest_installed_path": longest_installed_path(wheels),
        "reranker": (out / "models" / "reranker").is_dir(),
        "ollama": (out / "ollama").is_dir(),
    }
    render_readme(out, info)
    manifest = write_manifest(out, info)
    size = manifest["total_bytes"]
    log(
        f"done in {time.monotonic() - started:.0f} s: {len(manifest['files'])} files, "
        f"{size / 1e9:.2f} GB ({size / 2**30:.2f} GiB), {len(names)} wheels"
    )
    return manifest


def _check_inputs(options: BuildOptions) -> None:
    if options.platform not in TARGETS:
        raise BuildError(f"--platform must be one of {', '.join(TARGETS)}")
    if options.reranker_dir:
        check_reranker_layout(options.reranker_dir)
    if options.ollama_installer and not options.ollama_installer.is_file():
        raise BuildError(f"--ollama-installer {options.ollama_installer} is not a file")
    if options.ollama_models:
        check_ollama_models(options.ollama_models)
    if options.torch_wheel and not options.torch_wheel.is_file():
        raise BuildError(f"--torch-wheel {options.torch_wheel} is not a file")


def _prepare_out(out: Path, force: bool) -> Path:
    out = out.resolve()
    if out.exists() and any(out.iterdir()):
        if not (force and (out / "manifest.json").is_file()):
            raise BuildError(
                f"{out} is not empty; give a new folder, or --force to replace an old bundle there"
            )
        shutil.rmtree(out)
    out.mkdir(parents=True, exist_ok=True)
    return out


def build_project_wheel(project: Project, wheels: Path) -> Path:
    """``pip wheel --no-deps`` of a snapshot of the tree (keeps build/ and egg-info out of it)."""
    with tempfile.TemporaryDirectory(prefix="shipmate-src-") as tmp:
        src = Path(tmp) / "src"
        root = project.root.resolve()

        def skip(folder: str, names: list[str]) -> set[str]:
            top = _SNAPSHOT_SKIP_TOP if Path(folder).resolve() == root else set()
            return set(_SNAPSHOT_SKIP_ANYWHERE(folder, names)) | (top & set(names))

        shutil.copytree(root, src, ignore=skip)
        before = set(wheels.iterdir())
        run_pip(["wheel", "--no-deps", "--wheel-dir", str(wheels), str(src)])
    built = [p for p in set(wheels.iterdir()) - before if p.suffix == ".whl"]
    expected = f"{project.name.replace('-', '_')}-{project.version}-"
    if len(built) != 1 or not built[0].name.startswith(expected):
        raise BuildError(f"expected the wheel {expected}*.whl, pip built {[p.name for p in built]}")
    return built[0]


def longest_installed_path(wheels: Path) -> int:
    """Longest path a wheel installs below site-packages (Windows' 260-character limit)."""
    longest = 0
    for wheel in wheels.glob("*.whl"):
        with zipfile.ZipFile(wheel) as zf:
            longest = max([longest, *(len(n) for n in zf.namelist())])
    return longest


# ---------------------------------------------------------------------------- models


def check_reranker_layout(path: Path) -> None:
    """A flashrank cache dir: ``<path>/<model name>/`` with the .onnx and tokenizer files."""
    folders = [d for d in path.iterdir() if d.is_dir()] if path.is_dir() else []
    models = [d for d in folders if any(d.glob("*.onnx"))]
    if not models:
        raise BuildError(
            f"--reranker-dir {path} holds no flashrank model folder: expected "
            f"{path}/<model name>/ (e.g. ms-marco-TinyBERT-L-2-v2/) with its .onnx file"
        )
    for model in models:
        missing = [f for f in RERANKER_FILES if not (model / f).is_file()]
        if missing:
            raise BuildError(f"reranker model {model} lacks {', '.join(missing)}")


def check_ollama_models(path: Path) -> None:
    """An Ollama model store (manifests/ + blobs/) and/or folders with a Modelfile."""
    store = (path / "manifests").is_dir() and (path / "blobs").is_dir()
    if not (store or any(path.glob("*/Modelfile"))):
        raise BuildError(
            f"--ollama-models {path} holds neither an Ollama store (manifests/ and blobs/) "
            "nor <model>/Modelfile folders (see installer/README.md)"
        )


def copy_ollama(target: Target, dest: Path, installer: Path | None, models: Path | None) -> None:
    dest.mkdir(parents=True)
    if installer:
        shutil.copy2(installer, dest / installer.name)
    if models:
        shutil.copytree(models, dest / "models")
        script = "load-models.sh" if target.name == "linux" else "load-models.ps1"
        shutil.copy2(TEMPLATES / script, dest / script)
        (dest / script).chmod(0o755)


# ---------------------------------------------------------------------------- scripts, manifest


def write_scripts(target: Target, out: Path) -> None:
    if target.name == "linux":
        shutil.copy2(TEMPLATES / "install.sh", out / "install.sh")
        (out / "install.sh").chmod(0o755)
        shutil.copy2(TEMPLATES / "shipmate.desktop", out / "shipmate.desktop")
    else:
        shutil.copy2(TEMPLATES / "install.ps1", out / "install.ps1")


def render_readme(out: Path, info: dict) -> None:
    """README-INSTALL.md for this bundle: placeholders filled, the other platform's parts cut."""
    text = (TEMPLATES / "README-INSTALL.md").read_text(encoding="utf-8")
    other = "windows" if info["platform"] == "linux" else "linux"
    while f"<!-- {other} -->" in text:
        start = text.index(f"<!-- {other} -->")
        end = text.index(f"<!-- /{other} -->", start) + len(f"<!-- /{other} -->")
        end += text[end : end + 1] == "\n"  # the block's own line break, not the blank line after
        text = text[:start] + text[end:]
    parts = ["the Shipmate program and every library it uses (`wheels/`)"]
    if info["reranker"]:
        parts.append("a reranker model (`models/reranker/`)")
    if info["ollama"]:
        parts.append("Ollama and/or language models (`ollama/`)")
    values = {
        "@VERSION@": info["version"],
        "@BUNDLE_VERSION@": info["bundle_version"],
        "@PLATFORM@": "Linux (x86-64)" if info["platform"] == "linux" else "Windows 10/11 (64-bit)",
        "@BUILT@": info["built_at"],
        "@CONTENTS@": "; ".join(parts),
        "@MIN_GLIBC@": info["min_glibc"] or "2.28",
        "@GLIBC_SYSTEMS@": systems_with_glibc(info["min_glibc"] or "2.28"),
    }
    for key, value in values.items():
        text = text.replace(key, value)
    for marker in ("<!-- linux -->", "<!-- /linux -->", "<!-- windows -->", "<!-- /windows -->"):
        text = text.replace(marker + "\n", "").replace(marker, "")
    (out / "README-INSTALL.md").write_text(text, encoding="utf-8")


# glibc of common Linux releases, to tell the installer in words which systems a bundle fits
_GLIBC_OF = {
    "RHEL 8": (2, 28),
    "Debian 11": (2, 31),
    "Ubuntu 20.04": (2, 31),
    "RHEL 9": (2, 34),
    "Ubuntu 22.04": (2, 35),
    "Debian 12": (2, 36),
    "Ubuntu 24.04": (2, 39),
}


def systems_with_glibc(needed: str) -> str:
    """``"2.34"`` -> ``"RHEL 9, Ubuntu 22.04, Debian 12 or newer"`` (oldest fitting of each)."""
    want = tuple(int(x) for x in needed.split("."))
    fits: dict[str, str] = {}
    for release, glibc in _GLIBC_OF.items():  # oldest first, so the first fit per family wins
        family = release.split()[0]
        if glibc >= want and family not in fits:
            fits[family] = release
    return ", ".join(fits.values()) + " or newer" if fits else "a very recent Linux"


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def write_manifest(out: Path, info: dict) -> dict:
    """manifest.json: ``info`` + each file's relative path, size and sha256 (itself excluded)."""
    files = [
        {"path": p.relative_to(out).as_posix(), "size": p.stat().st_size, "sha256": sha256_of(p)}
        for p in sorted(out.rglob("*"))
        if p.is_file() and p.name != "manifest.json"
    ]
    manifest = {
        "manifest_format": MANIFEST_FORMAT,
        **info,
        "total_bytes": sum(f["size"] for f in files),
        "files": files,
    }
    (out / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
    return manifest


def refresh_project_wheel(out: Path, project_root: Path = PROJECT_ROOT) -> dict:
    """Rebuild only the project's own wheel in a built bundle and rewrite its manifest.

    For a bundle cached between test runs: the other wheels stay valid while pyproject's pins are
    unchanged (the caller checks ``manifest["requirements"]``), Shipmate's own code does not.
    """
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    (out / "wheels" / manifest["project_wheel"]).unlink(missing_ok=True)
    wheel = build_project_wheel(read_project(project_root), out / "wheels")
    info = {
        k: v for k, v in manifest.items() if k not in ("manifest_format", "total_bytes", "files")
    }
    return write_manifest(out, {**info, "project_wheel": wheel.name})


def verify_bundle(out: Path) -> list[str]:
    """What is wrong with a built bundle (missing, resized or changed files); empty when sound."""
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    problems = []
    for entry in manifest["files"]:
        path = out / entry["path"]
        if not path.is_file():
            problems.append(f"missing file: {entry['path']}")
        elif path.stat().st_size != entry["size"] or sha256_of(path) != entry["sha256"]:
            problems.append(f"checksum mismatch: {entry['path']}")
    return problems


# ---------------------------------------------------------------------------- command line


def check_windows(project_root: Path = PROJECT_ROOT) -> int:
    """Print whether the pinned requirements resolve to win_amd64 / cp311 wheels; 0 when they do."""
    project = read_project(project_root)
    log("resolving the pinned requirements for win_amd64 / CPython 3.11 (pip --dry-run)")
    result = check_resolution(project, TARGETS["windows"])
    if not result.ok:
        log("FAILED: " + (", ".join(result.missing) or "see pip's output below"))
        print(result.log_tail)
        return 1
    torch = [p for p in result.packages if p.startswith("torch ")]
    cuda = cuda_wheels([p.split()[-1] for p in result.packages])
    log(f"OK: {len(result.packages)} packages, every one has a win_amd64 or pure-Python wheel")
    log(f"  torch: {torch[0] if torch else 'missing!'}")
    if cuda:
        log(f"  CUDA wheels resolved (unexpected): {', '.join(cuda)}")
        return 1
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, help="the bundle folder to create")
    parser.add_argument("--platform", choices=sorted(TARGETS), default="linux")
    parser.add_argument("--reranker-dir", type=Path, help="a flashrank cache dir to ship")
    parser.add_argument("--ollama-installer", type=Path, help="Ollama's installer/archive to ship")
    parser.add_argument("--ollama-models", type=Path, help="Ollama models to ship (see README)")
    parser.add_argument("--torch-wheel", type=Path, help="ship this torch CPU wheel")
    parser.add_argument("--force", action="store_true", help="replace an existing bundle at --out")
    parser.add_argument(
        "--check-windows",
        action="store_true",
        help="only check that the pins resolve for Windows (needs PyPI)",
    )
    parser.add_argument("--verify", type=Path, metavar="DIR", help="re-check a built bundle")
    args = parser.parse_args(argv)
    try:
        if args.check_windows:
            return check_windows()
        if args.verify:
            problems = verify_bundle(args.verify)
            for problem in problems:
                print(problem)
            print("bundle OK" if not problems else f"{len(problems)} problem(s)")
            return 1 if problems else 0
        if not args.out:
            parser.error("--out is required to build a bundle")
        build_bundle(
            BuildOptions(
                out=args.out,
                platform=args.platform,
                reranker_dir=args.reranker_dir,
                ollama_installer=args.ollama_installer,
                ollama_models=args.ollama_models,
                torch_wheel=args.torch_wheel,
                force=args.force,
            )
        )
    except BuildError as exc:
        print(f"build.py: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
