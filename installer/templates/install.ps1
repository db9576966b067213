<#
.SYNOPSIS
    Shipmate offline installer for Windows. Copied into the bundle by installer/build.py.

.DESCRIPTION
    Checks every file of the bundle against manifest.json (SHA-256), creates a Python 3.11 venv in
    <Prefix>\venv, installs the bundle's wheels with pip --no-index (never the network), writes the
    launcher <Prefix>\bin\shipmate.cmd, adds a Start-menu shortcut and runs 'shipmate --self-check'.

    Exit codes: 0 installed and self-check passed, 1 usage or machine problem (nothing installed),
    2 bundle damaged (nothing installed), 3 pip install failed, 4 installed but the self-check failed.

.EXAMPLE
    powershell -ExecutionPolicy Bypass -File install.ps1
.EXAMPLE
    powershell -ExecutionPolicy Bypass -File install.ps1 -Prefix D:\Shipmate -Python C:\Python311\python.exe
#>
[CmdletBinding()]
param(
    [string]$Prefix = (Join-Path $env:LOCALAPPDATA 'Programs\Shipmate'),
    [string]$Python = '',
    [switch]$NoShortcut,
    [switch]$VerifyOnly,
    [switch]$NoSelfCheck
)
Set-StrictMode -Version 2.0
$ErrorActionPreference = 'Stop'
$Bundle = $PSScriptRoot
$Wheels = Join-Path $Bundle 'wheels'

function Fail([int]$Code, [string]$Message) {
    Write-Host "install.ps1: $Message" -ForegroundColor Red
    exit $Code
}
function Step([string]$Message) { Write-Host "==> $Message" }

# Runs a program with its output appended to the log. Windows PowerShell 5.1 turns a native
# program's stderr into errors when redirected, which 'Stop' would make fatal: relax it here.
function Invoke-Logged([string]$Exe, [string[]]$Arguments) {
    $saved = $ErrorActionPreference
    $ErrorActionPreference = 'Continue'
    try {
        & $Exe @Arguments 2>&1 | ForEach-Object { "$_" } | Out-File -FilePath $Log -Append -Encoding utf8
        return $LASTEXITCODE
    } finally {
        $ErrorActionPreference = $saved
    }
}

# relative to PowerShell's current folder (GetFullPath would use the process's, which can differ)
$Prefix = $ExecutionContext.SessionState.Path.GetUnresolvedProviderPathFromPSPath($Prefix)
if ($Prefix -match '[%"]') { Fail 1 "choose a -Prefix without % or quotes: $Prefix" }
$ManifestPath = Join-Path $Bundle 'manifest.json'
if (-not (Test-Path -LiteralPath $ManifestPath)) {
    Fail 2 "manifest.json is missing from ${Bundle}: copy the whole bundle folder"
}
$Manifest = Get-Content -LiteralPath $ManifestPath -Raw -Encoding UTF8 | ConvertFrom-Json

# ---- 1. every file against manifest.json, before anything is written
Step "Checking the bundle's files (SHA-256)"
$problems = New-Object System.Collections.Generic.List[string]
$listed = @{}
foreach ($entry in $Manifest.files) {
    $listed[$entry.path] = $true
    $path = Join-Path $Bundle ($entry.path -replace '/', '\')
    if (-not (Test-Path -LiteralPath $path -PathType Leaf)) {
        $problems.Add("missing file: $($entry.path)"); continue
    }
    $size = (Get-Item -LiteralPath $path).Length
    if ($size -ne [int64]$entry.size) {
        $problems.Add("wrong size: $($entry.path) ($size bytes, expected $($entry.size))"); continue
    }
    $hash = (Get-FileHash -LiteralPath $path -Algorithm SHA256).Hash.ToLowerInvariant()
    if ($hash -ne $entry.sha256) { $problems.Add("checksum mismatch: $($entry.path)") }
}
if (Test-Path -LiteralPath $Wheels) {
    foreach ($file in Get-ChildItem -LiteralPath $Wheels -File) {
        if (-not $listed.ContainsKey("wheels/$($file.Name)")) { $problems.Add("not in manifest.json: wheels/$($file.Name)") }
    }
}
if ($Manifest.platform -ne 'windows') { $problems.Add("this bundle is for $($Manifest.platform), not Windows") }
if ($problems.Count -gt 0) {
    foreach ($p in $problems) { Write-Host "  $p" -ForegroundColor Red }
    Fail 2 'the bundle is damaged or incomplete; nothing was installed. Copy it again from the original media.'
}
Write-Host "    $(@($Manifest.files).Count) files OK (Shipmate $($Manifest.version), bundle $($Manifest.bundle_version))"
if ($VerifyOnly) { Write-Host 'Bundle verified; nothing installed (-VerifyOnly).'; exit 0 }

# ---- 2. a Python 3.11 and a path short enough for the deepest installed file
function Get-Python311([string]$Exe, [string[]]$PreArgs) {
    if (-not (Get-Command $Exe -ErrorAction SilentlyContinue)) { return $null }
    $probe = 'import sys; print(sys.executable) if sys.version_info[:2] == (3, 11) else sys.exit(1)'
    $saved = $ErrorActionPreference
    $ErrorActionPreference = 'Continue'
    try {
        $out = & $Exe @PreArgs -c $probe 2>$null
        if ($LASTEXITCODE -eq 0 -and $out) { return ([string]$out).Trim() }
    } catch {
        return $null
    } finally {
        $ErrorActionPreference = $saved
    }
    return $null
}
if ($Python) {
    $PythonExe = Get-Python311 $Python @()
    if (-not $PythonExe) { Fail 1 "$Python is not a working Python 3.11" }
} else {
    $PythonExe = Get-Python311 'py' @('-3.11')
    if (-not $PythonExe) { $PythonExe = Get-Python311 'python' @() }
    if (-not $PythonExe) {
        Fail 1 "Python 3.11 not found. Install it from the ship's software media (python-3.11.x-amd64.exe, 'Add to PATH') or pass -Python C:\path\to\python.exe"
    }
}
Step "Python: $PythonExe"

$longPaths = (Get-ItemProperty 'HKLM:\SYSTEM\CurrentControlSet\Control\FileSystem' -Name LongPathsEnabled -ErrorAction SilentlyContinue)
$deepest = (Join-Path $Prefix 'venv\Lib\site-packages\').Length + [int]$Manifest.longest_installed_path
if ($deepest -ge 260 -and -not ($longPaths -and $longPaths.LongPathsEnabled -eq 1)) {
    Fail 1 "-Prefix is too long for Windows' 260-character path limit (deepest file would be $deepest characters). Use a shorter -Prefix such as C:\Shipmate, or enable long paths."
}

# ---- 3. the virtual environment, from the bundle's wheels only
New-Item -ItemType Directory -Force -Path $Prefix | Out-Null
$Log = Join-Path $Prefix 'install.log'
Set-Content -LiteralPath $Log -Value "Shipmate $($Manifest.version) install $(Get-Date -Format s)" -Encoding utf8
$Venv = Join-Path $Prefix 'venv'
if (Test-Path -LiteralPath $Venv) {
    Step "Replacing the existing installation in $Venv"
    Remove-Item -LiteralPath $Venv -Recurse -Force
}
Step "Creating $Venv"
if ((Invoke-Logged $PythonExe @('-m', 'venv', $Venv)) -ne 0) {
    Get-Content -LiteralPath $Log -Tail 20; Fail 3 "could not create the venv (log: $Log)"
}
$VenvPython = Join-Path $Venv 'Scripts\python.exe'

$env:PIP_CONFIG_FILE = 'nul'  # os.devnull on Windows: pip then reads no config file at all
function Install-Offline([string]$What) {
    $pipArgs = @('-m', 'pip', '--isolated', '--disable-pip-version-check', 'install', '--no-index',
                 '--no-cache-dir', '--find-links', $Wheels, $What)
    if ((Invoke-Logged $VenvPython $pipArgs) -ne 0) {
        Get-Content -LiteralPath $Log -Tail 30; Fail 3 "pip could not install $What (full log: $Log)"
    }
}
Step 'Installing torch (CPU build) - about a minute'
Install-Offline (Join-Path $Wheels $Manifest.torch_wheel)
Step "Installing $($Manifest.name) $($Manifest.version) and its libraries - a few minutes"
Install-Offline "$($Manifest.name)==$($Manifest.version)"

# ---- 4. models, launcher, Start-menu shortcut
$RerankerSource = Join-Path $Bundle 'models\reranker'
$HasReranker = Test-Path -LiteralPath $RerankerSource
if ($HasReranker) {
    $RerankerTarget = Join-Path $Prefix 'models\reranker'
    Step "Copying the reranker model to $RerankerTarget"
    if (Test-Path -LiteralPath $RerankerTarget) { Remove-Item -LiteralPath $RerankerTarget -Recurse -Force }
    New-Item -ItemType Directory -Force -Path (Join-Path $Prefix 'models') | Out-Null
    Copy-Item -LiteralPath $RerankerSource -Destination $RerankerTarget -Recurse
}

# paths relative to the .cmd (%~dp0) keep the file ASCII whatever the user name is
$BinDir = Join-Path $Prefix 'bin'
New-Item -ItemType Directory -Force -Path $BinDir | Out-Null
$Launcher = Join-Path $BinDir 'shipmate.cmd'
$lines = @(
    '@echo off',
    "rem Starts Shipmate $($Manifest.version) (written by install.ps1; re-running it rewrites this file).",
    'setlocal'
)
if ($HasReranker) {
    $lines += 'if not defined SHIPMATE_RERANKER_DIR set "SHIPMATE_RERANKER_DIR=%~dp0..\models\reranker"'
}
$lines += '"%~dp0..\venv\Scripts\shipmate.exe" %*'
$lines += 'exit /b %ERRORLEVEL%'
Set-Content -LiteralPath $Launcher -Value $lines -Encoding ascii
Step "Launcher: $Launcher"

if (-not $NoShortcut) {
    $Programs = [Environment]::GetFolderPath('Programs')  # the user's Start-menu Programs folder
    $LinkPath = Join-Path $Programs 'Shipmate.lnk'
    $shell = New-Object -ComObject WScript.Shell
    $link = $shell.CreateShortcut($LinkPath)
    $link.TargetPath = $Launcher
    $link.WorkingDirectory = $Prefix
    $link.WindowStyle = 7  # minimised: the launcher's console window stays out of the way
    $link.Description = 'Shipmate - ask the ship''s manuals (offline)'
    $link.IconLocation = (Join-Path $Venv 'Scripts\shipmate.exe') + ',0'
    $link.Save()
    Step "Start-menu shortcut: $LinkPath"
}

Write-Host ''
Write-Host "Shipmate $($Manifest.version) is installed in $Prefix."
Write-Host "Start it from the Start menu (Shipmate) or run: `"$Launcher`""
if (Test-Path -LiteralPath (Join-Path $Bundle 'ollama')) {
    Write-Host "Language model: install Ollama and load the bundled models - see $(Join-Path $Bundle 'README-INSTALL.md')"
}

# ---- 5. self-check: every part, offline
if (-not $NoSelfCheck) {
    Step 'Self-check'
    $ErrorActionPreference = 'Continue'
    & $Launcher --self-check
    if ($LASTEXITCODE -ne 0) {
        Fail 4 "Shipmate is installed, but the self-check found a problem (FAIL rows above). Log: $Log"
    }
}
exit 0
