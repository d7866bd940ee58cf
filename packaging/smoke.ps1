<#
.SYNOPSIS
    Smoke test of the built Windows app folder, as a director's machine would run it.

.DESCRIPTION
    packaging\smoke.ps1 [-AppDir DIR]      (default: dist\tournament-director)

    The Windows counterpart of packaging/smoke.sh. It copies the app folder to a temporary
    folder and runs it from there, with no Python folder and no repository folder on PATH:
      1. tournament-director.exe --version and tournament-director-cli.exe --version print
         "Tournament Director X.Y.Z" (the version in tournament_director\__init__.py). The window program
         has no console: its output is redirected to a file here, as a script would.
      2. tournament-director-cli.exe demo EVENT --players 39, then `print` of each report
         (seating, sheets, standings, payout) writes a PDF.
      3. The window starts on the real Windows platform (--demo, then EVENT as Explorer
         starts it) and closes by itself (--quit-after) with exit 0 and a title that names
         the program or the event file.
      4. install-windows.ps1 from the copied folder installs for the current user (Start menu
         shortcut, .tdevent file type), and -Uninstall removes it all again.
    Exit 0 when every check passed; 1 otherwise.
#>
param([string]$AppDir = '')

$ErrorActionPreference = 'Stop'
$repo = Split-Path -Parent $PSScriptRoot
if (-not $AppDir) { $AppDir = Join-Path $repo 'dist\tournament-director' }
$guiSeconds = 5
foreach ($exe in 'tournament-director.exe', 'tournament-director-cli.exe') {
    if (-not (Test-Path (Join-Path $AppDir $exe))) {
        Write-Host "smoke: $AppDir is not a built app folder (no $exe); run packaging\build.ps1 first"
        exit 1
    }
}

$work = Join-Path ([IO.Path]::GetTempPath()) ("td-smoke-" + [Guid]::NewGuid().ToString('N').Substring(0, 8))
$app = Join-Path $work 'app'
$out = Join-Path $work 'out'
New-Item -ItemType Directory -Force -Path $out | Out-Null
Copy-Item -Recurse -Path $AppDir -Destination $app
$script:failures = 0
function Pass([string]$text) { Write-Host "  ok    $text" }
function Fail([string]$text, [string]$file = '') {
    Write-Host "  FAIL  $text"
    if ($file -and (Test-Path $file)) { Get-Content $file -TotalCount 40 | ForEach-Object { "        | $_" } }
    $script:failures++
}

# Only Windows' own folders on PATH: the app must not use a Python or DLL of the machine
$savedPath = $env:PATH
$env:PATH = "$env:SystemRoot\system32;$env:SystemRoot;$env:SystemRoot\System32\Wbem"
Remove-Item Env:PYTHONPATH, Env:PYTHONHOME, Env:VIRTUAL_ENV, Env:QT_QPA_PLATFORM -ErrorAction SilentlyContinue

function Invoke-App([string]$exe, [string[]]$arguments, [string]$name, [int]$seconds = 120) {
    # Runs one program with stdout and stderr in files; returns its exit code (-1: timed out)
    $so = Join-Path $out "$name.out"
    $se = Join-Path $out "$name.err"
    $quoted = $arguments | ForEach-Object { if ($_ -match '\s') { '"' + $_ + '"' } else { $_ } }
    $p = Start-Process -FilePath (Join-Path $app $exe) -ArgumentList $quoted -NoNewWindow `
        -PassThru -RedirectStandardOutput $so -RedirectStandardError $se
    $null = $p.Handle  # keeps the exit code readable after the process ends
    if (-not $p.WaitForExit($seconds * 1000)) {
        Stop-Process -Id $p.Id -Force
        return -1
    }
    return $p.ExitCode
}
function Has-Traceback([string]$file) {
    return [bool](Select-String -Path $file -Pattern 'Traceback \(most recent call last\)|Fatal Python error' -Quiet)
}

Write-Host "smoke: app folder copied to $app"
Write-Host '1. version'
$want = (Select-String -Path (Join-Path $repo 'tournament_director\__init__.py') -Pattern '^__version__ = "(.*)"' |
         Select-Object -First 1).Matches[0].Groups[1].Value
foreach ($exe in 'tournament-director.exe', 'tournament-director-cli.exe') {
    $rc = Invoke-App $exe @('--version') "$exe.version" 60
    $line = (Get-Content (Join-Path $out "$exe.version.out") -TotalCount 1)
    if ($rc -eq 0 -and $line -eq "Tournament Director $want") { Pass "$exe --version: $line" }
    else { Fail "$exe --version exited $rc, printed '$line' (expected 'Tournament Director $want')" (Join-Path $out "$exe.version.err") }
}

Write-Host '2. command line: demo event and reports'
$eventFile = Join-Path $out 'demo.tdevent'
$rc = Invoke-App 'tournament-director-cli.exe' @('demo', $eventFile, '--players', '39') 'demo'
if ($rc -eq 0 -and (Test-Path $eventFile) -and -not (Has-Traceback (Join-Path $out 'demo.err'))) {
    Pass 'tournament-director-cli demo --players 39'
} else { Fail "tournament-director-cli demo exited $rc" (Join-Path $out 'demo.err') }
foreach ($report in 'seating', 'sheets', 'standings', 'payout') {
    $pdf = Join-Path $out "$report.pdf"
    $rc = Invoke-App 'tournament-director-cli.exe' @('print', $eventFile, $report, '-o', $pdf) $report
    $head = if (Test-Path $pdf) { [Text.Encoding]::ASCII.GetString([IO.File]::ReadAllBytes($pdf), 0, 5) } else { '' }
    if ($rc -eq 0 -and $head -eq '%PDF-') { Pass "print ${report}: $((Get-Item $pdf).Length) bytes of PDF" }
    else { Fail "print $report exited $rc" (Join-Path $out "$report.err") }
}

Write-Host '3. window (the Windows platform)'
function Test-Window([string]$name, [string]$title, [string[]]$arguments) {
    $rc = Invoke-App 'tournament-director.exe' ($arguments + @('--quit-after', "$guiSeconds")) "gui-$name" ($guiSeconds + 60)
    $shown = Get-Content (Join-Path $out "gui-$name.out") -ErrorAction SilentlyContinue | Select-Object -Last 1
    if ($rc -eq 0 -and "$shown".Contains($title) -and -not (Has-Traceback (Join-Path $out "gui-$name.err"))) {
        Pass "tournament-director $name --quit-after ${guiSeconds}: exit 0, title '$shown'"
    } else { Fail "tournament-director $name exited $rc, title '$shown'" (Join-Path $out "gui-$name.err") }
}
Test-Window 'demo' 'Tournament Director' @('--demo')
Test-Window 'event' 'demo.tdevent' @($eventFile)

Write-Host '4. install-windows.ps1 (current user), then -Uninstall'
$installer = Join-Path $app 'install-windows.ps1'
$powershell = Join-Path $env:SystemRoot 'System32\WindowsPowerShell\v1.0\powershell.exe'
$shortcut = Join-Path ([Environment]::GetFolderPath('Programs')) 'Tournament Director.lnk'
try {
    & $powershell -NoProfile -ExecutionPolicy Bypass -File $installer -AppDir $app *> (Join-Path $out 'install.log')
    $command = (Get-Item 'HKCU:\Software\Classes\TournamentDirector.Event\shell\open\command' -ErrorAction SilentlyContinue).GetValue('')
    if ($LASTEXITCODE -eq 0 -and (Test-Path $shortcut) -and "$command" -like '*tournament-director.exe*') {
        Pass "shortcut and .tdevent file type installed ($command)"
    } else { Fail 'install-windows.ps1' (Join-Path $out 'install.log') }
    & $powershell -NoProfile -ExecutionPolicy Bypass -File $installer -Uninstall *> (Join-Path $out 'uninstall.log')
    if ($LASTEXITCODE -eq 0 -and -not (Test-Path $shortcut) -and -not (Test-Path 'HKCU:\Software\Classes\.tdevent')) {
        Pass 'install-windows.ps1 -Uninstall removed them'
    } else { Fail 'install-windows.ps1 -Uninstall' (Join-Path $out 'uninstall.log') }
} catch { Fail "install-windows.ps1: $_" }

Remove-Item -Recurse -Force $work -ErrorAction SilentlyContinue
$env:PATH = $savedPath
Write-Host ''
if ($script:failures) { Write-Host "smoke: $($script:failures) check(s) FAILED"; exit 1 }
Write-Host 'smoke: all checks passed'
exit 0
