<#
.SYNOPSIS
    Loads the language models shipped in this folder into Ollama, without the internet.

.DESCRIPTION
    Copied into the bundle's ollama\ folder by installer/build.py. Install and start Ollama first
    (OllamaSetup.exe in this folder). ollama\models may hold either or both of:
      - a copy of an Ollama model store (manifests\ and blobs\, e.g. %USERPROFILE%\.ollama\models of
        a machine that ran 'ollama pull'): copied into this machine's store;
      - one folder per model with a Modelfile (FROM ./model.gguf) and a name.txt holding the model
        name (e.g. qwen2.5:3b; the folder name is used without it): loaded with 'ollama create'.

.EXAMPLE
    powershell -ExecutionPolicy Bypass -File load-models.ps1
#>
[CmdletBinding()]
param(
    # Ollama's model store (default: $env:OLLAMA_MODELS, else %USERPROFILE%\.ollama\models)
    [string]$ModelsDir = ''
)
Set-StrictMode -Version 2.0
$ErrorActionPreference = 'Stop'
$Source = Join-Path $PSScriptRoot 'models'

if (-not (Test-Path -LiteralPath $Source)) { Write-Host 'load-models.ps1: no models folder next to this script'; exit 1 }
if (-not (Get-Command ollama -ErrorAction SilentlyContinue)) {
    Write-Host "load-models.ps1: 'ollama' is not installed or not on PATH - run OllamaSetup.exe first (README-INSTALL.md)"
    exit 1
}

$loaded = $false
if ((Test-Path -LiteralPath (Join-Path $Source 'manifests')) -and (Test-Path -LiteralPath (Join-Path $Source 'blobs'))) {
    if (-not $ModelsDir) {
        if ($env:OLLAMA_MODELS) { $ModelsDir = $env:OLLAMA_MODELS }
        else { $ModelsDir = Join-Path $env:USERPROFILE '.ollama\models' }
    }
    Write-Host "==> Copying the model store into $ModelsDir"
    New-Item -ItemType Directory -Force -Path $ModelsDir | Out-Null
    Copy-Item -LiteralPath (Join-Path $Source 'manifests'), (Join-Path $Source 'blobs') -Destination $ModelsDir -Recurse -Force
    $loaded = $true
}

foreach ($modelfile in Get-ChildItem -Path (Join-Path $Source '*\Modelfile') -File -ErrorAction SilentlyContinue) {
    $dir = $modelfile.Directory.FullName
    $name = $modelfile.Directory.Name
    $nameFile = Join-Path $dir 'name.txt'
    if (Test-Path -LiteralPath $nameFile) { $name = (Get-Content -LiteralPath $nameFile -Raw).Trim() }
    Write-Host "==> ollama create $name"
    Push-Location -LiteralPath $dir
    try {
        $ErrorActionPreference = 'Continue'
        & ollama create $name -f Modelfile
        if ($LASTEXITCODE -ne 0) { Write-Host "load-models.ps1: 'ollama create $name' failed (is Ollama running?)"; exit 1 }
    } finally {
        $ErrorActionPreference = 'Stop'
        Pop-Location
    }
    $loaded = $true
}

if (-not $loaded) { Write-Host "load-models.ps1: nothing to load in $Source"; exit 1 }
Write-Host '==> Models now known to Ollama:'
$ErrorActionPreference = 'Continue'
& ollama list
if ($LASTEXITCODE -ne 0) { Write-Host "(Ollama is not running: start the Ollama app, then run 'ollama list')" }
exit 0
