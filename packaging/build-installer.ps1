<#
.SYNOPSIS
    The Windows installer of the built app (Inno Setup 6), and its smoke test.

.DESCRIPTION
    packaging\build-installer.ps1 [-Smoke]

    Runs Inno Setup's compiler (ISCC.exe: on PATH or in Program Files) on
    packaging\tournament-director.iss with the version of tournament_director\__init__.py, after
    packaging\build.ps1 made dist\tournament-director\. The result:
        dist\tournament-director-VERSION-windows-setup.exe
    -Smoke then installs it silently for the current user into a temporary folder, checks
    the installed programs start (--version, a demo event and a report), the .tdevent
    association and the entry in Settings > Apps, then uninstalls it silently and checks
    that the folder, the association and the entry are gone.
#>
param([switch]$Smoke)

$ErrorActionPreference = 'Stop'
$repo = Split-Path -Parent $PSScriptRoot
$version = (Select-String -Path (Join-Path $repo 'tournament_director\__init__.py') -Pattern '^__version__ = "(.+)"' |
    Select-Object -First 1).Matches[0].Groups[1].Value
$app = Join-Path $repo 'dist\tournament-director'
if (-not (Test-Path (Join-Path $app 'tournament-director.exe'))) {
    throw "installer: $app is not a built app folder; run packaging\build.ps1 first"
}

$iscc = (Get-Command iscc -ErrorAction SilentlyContinue).Source
if (-not $iscc) {
    $iscc = @("${env:ProgramFiles(x86)}\Inno Setup 6\ISCC.exe", "$env:ProgramFiles\Inno Setup 6\ISCC.exe",
              "$env:LOCALAPPDATA\Programs\Inno Setup 6\ISCC.exe") |
        Where-Object { Test-Path $_ } | Select-Object -First 1
}
if (-not $iscc) { throw 'installer: Inno Setup 6 is needed (https://jrsoftware.org/isinfo.php; or: choco install innosetup)' }

& $iscc /Qp "/DAppVersion=$version" (Join-Path $PSScriptRoot 'tournament-director.iss')
if ($LASTEXITCODE -ne 0) { throw 'installer: ISCC failed' }
$setup = Join-Path $repo "dist\tournament-director-$version-windows-setup.exe"
Write-Host "installer: $setup ($([math]::Round((Get-Item $setup).Length / 1MB)) MB)"
if (-not $Smoke) { exit 0 }

# -- smoke test: install, use, uninstall ---------------------------------------------------------
$appId = '{6F0B6F2E-3C1D-4C8E-9F61-2B7E3A9D5C41}_is1'
$uninstallKey = "HKCU:\Software\Microsoft\Windows\CurrentVersion\Uninstall\$appId"
$target = Join-Path ([IO.Path]::GetTempPath()) ("td-setup-" + [guid]::NewGuid())
$work = Join-Path ([IO.Path]::GetTempPath()) ("td-setup-work-" + [guid]::NewGuid())
New-Item -ItemType Directory $work | Out-Null
$failures = 0
function Pass($text) { Write-Host "  ok    $text" }
function Fail($text) { Write-Host "  FAIL  $text"; $script:failures++ }

$p = Start-Process -FilePath $setup -Wait -PassThru -ArgumentList @(
    '/VERYSILENT', '/SUPPRESSMSGBOXES', '/NORESTART', '/CURRENTUSER', "/DIR=`"$target`"",
    "/LOG=`"$work\setup.log`"")
if ($p.ExitCode -ne 0) { Get-Content "$work\setup.log" -Tail 30; throw "installer: setup exited $($p.ExitCode)" }
Pass "installed silently into $target"

$cli = Join-Path $target 'tournament-director-cli.exe'
$line = & $cli --version
if ($line -like "Tournament Director $version*") { Pass "installed tournament-director-cli --version: $line" } else { Fail "--version printed '$line'" }
& $cli demo "$work\demo.tdevent" --players 13 | Out-Null
& $cli print "$work\demo.tdevent" standings -o "$work\standings.pdf" | Out-Null
if ((Test-Path "$work\standings.pdf") -and ([IO.File]::ReadAllBytes("$work\standings.pdf")[0..3] -join ',') -eq '37,80,68,70') {
    Pass 'a demo event and a printed report'
} else { Fail 'demo / print with the installed command line' }
foreach ($f in @('THIRD-PARTY-NOTICES.txt', 'LICENSE', 'tournament-director.exe')) {
    if (-not (Test-Path (Join-Path $target $f))) { Fail "missing after install: $f" }
}
$assoc = (Get-ItemProperty 'HKCU:\Software\Classes\.tdevent' -ErrorAction SilentlyContinue).'(default)'
$open = (Get-ItemProperty 'HKCU:\Software\Classes\TournamentDirector.Event\shell\open\command' -ErrorAction SilentlyContinue).'(default)'
if ($assoc -eq 'TournamentDirector.Event' -and $open -like "*tournament-director.exe*%1*") { Pass ".tdevent opens with $open" } else { Fail ".tdevent association: '$assoc' / '$open'" }
$entry = Get-ItemProperty $uninstallKey -ErrorAction SilentlyContinue
if ($entry -and $entry.DisplayVersion -eq $version) { Pass "Settings > Apps: $($entry.DisplayName) ($($entry.DisplayVersion))" } else { Fail 'no uninstall entry with the version' }
$menu = Join-Path ([Environment]::GetFolderPath('Programs')) 'Tournament Director\Tournament Director.lnk'
if (Test-Path $menu) { Pass 'Start menu entry' } else { Fail "no Start menu entry ($menu)" }

$p = Start-Process -FilePath (Join-Path $target 'unins000.exe') -Wait -PassThru -ArgumentList @('/VERYSILENT', '/SUPPRESSMSGBOXES', '/NORESTART')
Start-Sleep -Seconds 3  # the uninstaller finishes from a copy of itself
if ((-not (Test-Path (Join-Path $target 'tournament-director.exe'))) -and -not (Test-Path $uninstallKey) `
        -and -not (Test-Path 'HKCU:\Software\Classes\TournamentDirector.Event') -and -not (Test-Path $menu)) {
    Pass 'uninstalled: no program, association, Start menu or Apps entry left'
} else { Fail "left after uninstall (exit $($p.ExitCode))" }
Remove-Item -Recurse -Force $work, $target -ErrorAction SilentlyContinue
if ($failures) { Write-Host "installer smoke: $failures check(s) FAILED"; exit 1 }
Write-Host 'installer smoke: all checks passed'
