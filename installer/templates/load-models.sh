#!/usr/bin/env bash
# Loads the language models shipped in this folder into Ollama, without the internet.
# Copied into the bundle's ollama/ folder by installer/build.py. Install and start Ollama first.
#
# ollama/models/ may hold either or both of:
#   - a copy of an Ollama model store (manifests/ and blobs/, e.g. ~/.ollama/models of a machine
#     that ran `ollama pull`): copied into this machine's store;
#   - one folder per model with a Modelfile (FROM ./model.gguf) and a name.txt holding the model
#     name (e.g. qwen2.5:3b; the folder name is used without it): loaded with `ollama create`.
#
# Usage: load-models.sh [--models-dir DIR]
#   --models-dir DIR  Ollama's model store (default: $OLLAMA_MODELS, else
#                     /usr/share/ollama/.ollama/models when Ollama runs as a system service,
#                     else ~/.ollama/models). Writing the system store needs sudo.
[ -n "${BASH_VERSION:-}" ] || exec bash "$0" "$@"  # started with sh: needs bash
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
SOURCE="$HERE/models"
STORE=""
while [ $# -gt 0 ]; do
    case "$1" in
        --models-dir) STORE="$2"; shift 2 ;;
        -h | --help) sed -n '2,15p' "$0"; exit 0 ;;
        *) echo "load-models.sh: unknown option $1" >&2; exit 2 ;;
    esac
done
[ -d "$SOURCE" ] || { echo "load-models.sh: no models/ folder next to this script" >&2; exit 1; }
command -v ollama >/dev/null 2>&1 || {
    echo "load-models.sh: 'ollama' is not installed or not on PATH — install it first (README-INSTALL.md)" >&2
    exit 1
}

loaded=0
if [ -d "$SOURCE/manifests" ] && [ -d "$SOURCE/blobs" ]; then
    if [ -z "$STORE" ]; then
        if [ -n "${OLLAMA_MODELS:-}" ]; then
            STORE="$OLLAMA_MODELS"
        elif [ -d /usr/share/ollama/.ollama/models ]; then
            STORE=/usr/share/ollama/.ollama/models
        else
            STORE="$HOME/.ollama/models"
        fi
    fi
    echo "==> Copying the model store into $STORE"
    mkdir -p "$STORE"
    cp -R "$SOURCE/manifests" "$SOURCE/blobs" "$STORE/"
    # the system service runs as its own user: give the files to whoever owns the store
    owner="$(stat -c '%u:%g' "$STORE")"
    if [ "$(id -u)" = 0 ] && [ "$owner" != "0:0" ]; then
        chown -R "$owner" "$STORE/manifests" "$STORE/blobs"
    fi
    loaded=1
fi

for modelfile in "$SOURCE"/*/Modelfile; do
    [ -f "$modelfile" ] || continue
    dir="$(dirname "$modelfile")"
    name="$(basename "$dir")"
    if [ -f "$dir/name.txt" ]; then
        name="$(tr -d '[:space:]' <"$dir/name.txt")"
    fi
    echo "==> ollama create $name"
    (cd "$dir" && ollama create "$name" -f Modelfile)
    loaded=1
done

[ "$loaded" = 1 ] || { echo "load-models.sh: nothing to load in $SOURCE" >&2; exit 1; }
echo "==> Models now known to Ollama:"
ollama list || echo "(Ollama is not running: start it with 'ollama serve' or the Ollama service, then run 'ollama list')"
