#!/usr/bin/env bash
# Shipmate offline installer for Linux. Copied into the bundle by installer/build.py.
#
# Needs: bash, Python 3.11 with its venv module. Never uses the network: pip installs from the
# bundle's wheels/ only (--no-index, config files and PIP_* variables ignored).
#
# Exit codes: 0 installed and self-check passed, 1 usage or machine problem (nothing installed),
# 2 bundle damaged (nothing installed), 3 pip install failed, 4 installed but the self-check failed.
[ -n "${BASH_VERSION:-}" ] || exec bash "$0" "$@"  # started with sh: needs bash
set -euo pipefail

BUNDLE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
PREFIX="${HOME}/.local/opt/shipmate"
PYTHON=""
DESKTOP_ENTRY=0
VERIFY_ONLY=0
SELF_CHECK=1

usage() {
    cat <<EOF
Usage: $0 [--prefix DIR] [--python PATH] [--desktop-entry] [--verify-only] [--no-self-check]

  --prefix DIR       install into DIR (default: ~/.local/opt/shipmate). DIR/venv is replaced
                     if it exists; your library (manuals, index) lives elsewhere and is kept.
  --python PATH      the Python 3.11 to use (default: python3.11, then python3, from PATH)
  --desktop-entry    also add Shipmate to your applications menu (~/.local/share/applications)
  --verify-only      only check the bundle's files against manifest.json, then stop
  --no-self-check    skip 'shipmate --self-check' at the end
EOF
}

die() { # die CODE MESSAGE
    echo "install.sh: $2" >&2
    exit "$1"
}
step() { echo "==> $*"; }

while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) [ $# -ge 2 ] || die 1 "--prefix needs a directory"; PREFIX="$2"; shift 2 ;;
        --prefix=*) PREFIX="${1#*=}"; shift ;;
        --python) [ $# -ge 2 ] || die 1 "--python needs a path"; PYTHON="$2"; shift 2 ;;
        --python=*) PYTHON="${1#*=}"; shift ;;
        --desktop-entry) DESKTOP_ENTRY=1; shift ;;
        --verify-only) VERIFY_ONLY=1; shift ;;
        --no-self-check) SELF_CHECK=0; shift ;;
        -h | --help) usage; exit 0 ;;
        *) usage >&2; die 1 "unknown option: $1" ;;
    esac
done

case "$PREFIX" in
    /*) ;;
    *) PREFIX="$PWD/$PREFIX" ;;
esac
case "$PREFIX" in
    *[\"\'\`\$\\]*) die 1 "choose a --prefix without quotes, backquotes, \$ or backslashes: $PREFIX" ;;
esac
[ -f "$BUNDLE/manifest.json" ] || die 2 "manifest.json is missing from $BUNDLE: copy the whole bundle folder"

# ---- 1. a Python 3.11 (found, not installed: this changes nothing on the machine)
is_python311() {
    "$1" -c 'import sys; sys.exit(0 if sys.version_info[:2] == (3, 11) else 1)' >/dev/null 2>&1
}
if [ -n "$PYTHON" ]; then
    is_python311 "$PYTHON" || die 1 "$PYTHON is not a working Python 3.11"
else
    for candidate in python3.11 python3 python; do
        if command -v "$candidate" >/dev/null 2>&1 && is_python311 "$candidate"; then
            PYTHON="$(command -v "$candidate")"
            break
        fi
    done
    [ -n "$PYTHON" ] || die 1 "Python 3.11 not found. Install it from the ship's software media
(Debian/Ubuntu: python3.11 and python3.11-venv) or pass --python /path/to/python3.11"
fi
step "Python: $PYTHON"

# ---- 2. every file against manifest.json, before anything is written
step "Checking the bundle's files (sha256)"
"$PYTHON" - "$BUNDLE" <<'PYEOF' || die 2 "the bundle is damaged or incomplete; nothing was installed. Copy it again from the original media."
import hashlib, json, platform, sys
from pathlib import Path

bundle = Path(sys.argv[1])
manifest = json.loads((bundle / "manifest.json").read_text(encoding="utf-8"))
problems = []
listed = set()
for entry in manifest["files"]:
    listed.add(entry["path"])
    path = bundle / entry["path"]
    if not path.is_file():
        problems.append(f"missing file: {entry['path']}")
        continue
    if path.stat().st_size != entry["size"]:
        problems.append(f"wrong size: {entry['path']} ({path.stat().st_size} bytes, expected {entry['size']})")
        continue
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    if digest.hexdigest() != entry["sha256"]:
        problems.append(f"checksum mismatch: {entry['path']}")
for path in sorted((bundle / "wheels").glob("*")):
    if path.relative_to(bundle).as_posix() not in listed:
        problems.append(f"not in manifest.json: {path.relative_to(bundle).as_posix()}")
if manifest.get("platform") != "linux":
    problems.append(f"this bundle is for {manifest.get('platform')}, not Linux")
needed = manifest.get("min_glibc")
libc, have = platform.libc_ver()
if needed and libc == "glibc" and tuple(map(int, have.split("."))) < tuple(map(int, needed.split("."))):
    problems.append(f"this Linux has glibc {have}; the bundle's wheels need glibc {needed} or newer")
if platform.machine() not in ("x86_64", "AMD64"):
    problems.append(f"this bundle is for x86_64 machines, not {platform.machine()}")
for problem in problems:
    print(f"  {problem}", file=sys.stderr)
if problems:
    sys.exit(1)
print(f"    {len(manifest['files'])} files OK (Shipmate {manifest['version']}, bundle {manifest['bundle_version']})")
PYEOF
if [ "$VERIFY_ONLY" = 1 ]; then
    echo "Bundle verified; nothing installed (--verify-only)."
    exit 0
fi

manifest_value() {
    "$PYTHON" -c 'import json, sys; print(json.load(open(sys.argv[1]))[sys.argv[2]])' \
        "$BUNDLE/manifest.json" "$1"
}
VERSION="$(manifest_value version)"
PROJECT="$(manifest_value name)"
TORCH_WHEEL="$(manifest_value torch_wheel)"
"$PYTHON" -c 'import venv, ensurepip' >/dev/null 2>&1 ||
    die 1 "$PYTHON has no venv/ensurepip module (Debian/Ubuntu: install python3.11-venv)"

# ---- 3. the virtual environment, from the bundle's wheels only
mkdir -p "$PREFIX"
LOG="$PREFIX/install.log"
: >"$LOG"
if [ -d "$PREFIX/venv" ]; then
    step "Replacing the existing installation in $PREFIX/venv"
    rm -rf "$PREFIX/venv"
fi
step "Creating $PREFIX/venv"
"$PYTHON" -m venv "$PREFIX/venv" >>"$LOG" 2>&1 || { tail -n 20 "$LOG" >&2; die 3 "could not create the venv (log: $LOG)"; }

pip_offline() {
    PIP_CONFIG_FILE=/dev/null "$PREFIX/venv/bin/python" -m pip --isolated --disable-pip-version-check \
        install --no-index --no-cache-dir --find-links "$BUNDLE/wheels" "$@" >>"$LOG" 2>&1 ||
        { tail -n 30 "$LOG" >&2; die 3 "pip could not install $* (full log: $LOG)"; }
}
step "Installing torch (CPU build) — about a minute"
pip_offline "$BUNDLE/wheels/$TORCH_WHEEL"
step "Installing $PROJECT $VERSION and its libraries — one to two minutes"
pip_offline "$PROJECT==$VERSION"

# ---- 4. models, launcher, menu entry
RERANKER_LINE=""
if [ -d "$BUNDLE/models/reranker" ]; then
    step "Copying the reranker model to $PREFIX/models/reranker"
    rm -rf "$PREFIX/models/reranker"
    mkdir -p "$PREFIX/models"
    cp -R "$BUNDLE/models/reranker" "$PREFIX/models/reranker"
    RERANKER_LINE="if [ -z \"\${SHIPMATE_RERANKER_DIR:-}\" ]; then
    SHIPMATE_RERANKER_DIR='$PREFIX/models/reranker'
    export SHIPMATE_RERANKER_DIR
fi"
fi

step "Writing the launcher $PREFIX/bin/shipmate"
mkdir -p "$PREFIX/bin"
cat >"$PREFIX/bin/shipmate" <<EOF
#!/bin/sh
# Starts Shipmate $VERSION installed in $PREFIX (written by install.sh; re-running it rewrites this).
$RERANKER_LINE
exec '$PREFIX/venv/bin/shipmate' "\$@"
EOF
chmod 755 "$PREFIX/bin/shipmate"

# the menu entry points at the launcher; Icon falls back to a theme icon if the app ships none
"$PREFIX/venv/bin/python" - "$BUNDLE/shipmate.desktop" "$PREFIX" "$VERSION" <<'PYEOF'
import sys, sysconfig
from pathlib import Path

template, prefix, version = Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3]
icons = Path(sysconfig.get_paths()["purelib"]) / "resources" / "icons"
icon = next((str(p) for p in (icons / "shipmate.svg", icons / "shipmate.png") if p.is_file()), "help-browser")
text = (template.read_text(encoding="utf-8")
        .replace("@EXEC@", f'"{prefix / "bin" / "shipmate"}"')
        .replace("@ICON@", icon)
        .replace("@VERSION@", version))
out = prefix / "share" / "applications" / "shipmate.desktop"
out.parent.mkdir(parents=True, exist_ok=True)
out.write_text(text, encoding="utf-8")
PYEOF
if [ "$DESKTOP_ENTRY" = 1 ]; then
    APPS="${XDG_DATA_HOME:-$HOME/.local/share}/applications"
    mkdir -p "$APPS"
    cp "$PREFIX/share/applications/shipmate.desktop" "$APPS/shipmate.desktop"
    command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$APPS" >/dev/null 2>&1 || true
    step "Menu entry: $APPS/shipmate.desktop"
fi

echo
echo "Shipmate $VERSION is installed in $PREFIX."
echo "Start it with: $PREFIX/bin/shipmate   (add $PREFIX/bin to PATH to type just 'shipmate')"
if [ -d "$BUNDLE/ollama" ]; then
    echo "Language model: install Ollama and load the bundled models — see $BUNDLE/README-INSTALL.md"
fi

# ---- 5. self-check: every part, offline
if [ "$SELF_CHECK" = 1 ]; then
    step "Self-check"
    "$PREFIX/bin/shipmate" --self-check ||
        die 4 "Shipmate is installed, but the self-check found a problem (FAIL rows above). Log: $LOG"
fi
