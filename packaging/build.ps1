<#
.SYNOPSIS
    Build the one-folder desktop app on Windows: dist\tournament-director\

.DESCRIPTION
    packaging\build.ps1 [-NoInstall] [-Smoke]

    Python: the active venv when VIRTUAL_ENV is set, else build\venv (made with the
    Python launcher `py -3`, or `python`, and refreshed on each run). Into it goes the
    project with its `package` extra (PyInstaller), unless -NoInstall. Then PyInstaller
    runs packaging\tournament-director.spec. The result:
        dist\tournament-director\tournament-director.exe       the window (no console)
        dist\tournament-director\tournament-director-cli.exe   the command line
    It needs no Python on the target machine; zip the folder to hand it out, and run
    packaging\install-windows.ps1 on the target for a Start-menu entry and .tdevent files
    that open with a double-click. -Smoke then tests a copy of the result
    (packaging\smoke.ps1).

    If PowerShell refuses to run scripts:
        powershell -ExecutionPolicy Bypass -File packaging\build.ps1
#>
param([switch]$NoInstall, [switch]$Smoke)

$ErrorActionPreference = 'Stop'
$repo = Split-Path -Parent $PSScriptRoot
Set-Location $repo
$watch = [Diagnostics.Stopwatch]::StartNew()

if ($env:VIRTUAL_ENV) {
    $py = Join-Path $env:VIRTUAL_ENV 'Scripts\python.exe'
    Write-Host "build: using the active venv $env:VIRTUAL_ENV"
} else {
    $venv = Join-Path $repo 'build\venv'
    $py = Join-Path $venv 'Scripts\python.exe'
    if (-not (Test-Path $py)) {
        Write-Host "build: making the build venv $venv"
        if (Get-Command py -ErrorAction SilentlyContinue) {
            & py -3 -m venv $venv
        } else {
            & python -m venv $venv
        }
        if ($LASTEXITCODE -ne 0) { throw "build: could not make a venv (is Python 3.10+ installed?)" }
    }
}

if (-not $NoInstall) {
    Write-Host 'build: installing the project and PyInstaller'
    & $py -m pip install -q --disable-pip-version-check -e '.[package]'
    if ($LASTEXITCODE -ne 0) { throw 'build: pip install failed' }
}

$dist = Join-Path $repo 'dist'
$app = Join-Path $dist 'tournament-director'
if (Test-Path $app) { Remove-Item -Recurse -Force $app }
& $py -m PyInstaller --noconfirm --clean --log-level WARN `
    --distpath $dist --workpath (Join-Path $repo 'build\pyinstaller') `
    (Join-Path $repo 'packaging\tournament-director.spec')
if ($LASTEXITCODE -ne 0) { throw 'build: PyInstaller failed' }

$version = & (Join-Path $app 'tournament-director-cli.exe') --version
if ($LASTEXITCODE -ne 0) { throw 'build: the built tournament-director-cli.exe does not start' }
$bytes = (Get-ChildItem -Recurse -File $app | Measure-Object -Sum Length).Sum
Write-Host ("build: {0} ({1}, {2:N0} MB) in {3:N0} s" -f $app, $version, ($bytes / 1MB), $watch.Elapsed.TotalSeconds)

if ($Smoke) {
    & (Join-Path $PSScriptRoot 'smoke.ps1') -AppDir $app
    if ($LASTEXITCODE -ne 0) { throw 'build: the smoke test failed' }
}
