<#
.SYNOPSIS
    Install the built Windows app for the current user: Start-menu entry, and event
    files (*.tdevent) that open with a double-click. No administrator rights needed.

.DESCRIPTION
    packaging\install-windows.ps1 [-AppDir DIR] [-Uninstall]

    AppDir: the built app folder (default: dist\tournament-director beside this
    script's repository, or the folder this script is in when it is the app folder).
    Copies it to %LOCALAPPDATA%\Programs\Tournament Director, makes a Start-menu
    shortcut, and registers the .tdevent file type under HKEY_CURRENT_USER, so that
    Explorer starts `tournament-director.exe EVENT`. -Uninstall removes all of that.

    If PowerShell refuses to run scripts:
        powershell -ExecutionPolicy Bypass -File packaging\install-windows.ps1
#>
param([string]$AppDir = '', [switch]$Uninstall)

$ErrorActionPreference = 'Stop'
$name = 'tournament-director'
$title = 'Tournament Director'
$progId = 'TournamentDirector.Event'
$target = Join-Path $env:LOCALAPPDATA "Programs\$title"
$shortcut = Join-Path ([Environment]::GetFolderPath('Programs')) "$title.lnk"
$classes = 'HKCU:\Software\Classes'

function Set-Default([string]$key, [string]$value) {
    if (-not (Test-Path $key)) { New-Item -Path $key -Force | Out-Null }
    Set-Item -Path $key -Value $value
}

Add-Type -Namespace TD -Name Shell -MemberDefinition @'
[System.Runtime.InteropServices.DllImport("shell32.dll")]
public static extern void SHChangeNotify(int eventId, uint flags, System.IntPtr item1, System.IntPtr item2);
'@

if ($Uninstall) {
    foreach ($key in "$classes\.tdevent", "$classes\$progId", "$classes\Applications\$name.exe") {
        if (Test-Path $key) { Remove-Item -Recurse -Force $key }
    }
    if (Test-Path $shortcut) { Remove-Item -Force $shortcut }
    if (Test-Path $target) { Remove-Item -Recurse -Force $target }
    [TD.Shell]::SHChangeNotify(0x08000000, 0, [IntPtr]::Zero, [IntPtr]::Zero)
    Write-Host "Removed $title"
    exit 0
}

if (-not $AppDir) {
    if (Test-Path (Join-Path $PSScriptRoot "$name.exe")) {
        $AppDir = $PSScriptRoot
    } else {
        $AppDir = Join-Path (Split-Path -Parent $PSScriptRoot) "dist\$name"
    }
}
$exeSource = Join-Path $AppDir "$name.exe"
if (-not (Test-Path $exeSource)) {
    throw "$AppDir is not a built app folder (no $name.exe); build it with packaging\build.ps1"
}

# The app folder, replaced whole
if ((Resolve-Path $AppDir).Path -ne $target) {
    if (Test-Path $target) { Remove-Item -Recurse -Force $target }
    New-Item -ItemType Directory -Force -Path (Split-Path -Parent $target) | Out-Null
    Copy-Item -Recurse -Path $AppDir -Destination $target
}
$exe = Join-Path $target "$name.exe"

# Start-menu shortcut
$shell = New-Object -ComObject WScript.Shell
$link = $shell.CreateShortcut($shortcut)
$link.TargetPath = $exe
$link.WorkingDirectory = $target
$link.IconLocation = "$exe,0"
$link.Description = 'Run a multi-table board-game competition'
$link.Save()

# The .tdevent file type: Explorer runs `tournament-director.exe "EVENT"`
Set-Default "$classes\.tdevent" $progId
Set-Default "$classes\$progId" "$title event"
Set-Default "$classes\$progId\DefaultIcon" "`"$exe`",0"
Set-Default "$classes\$progId\shell\open\command" "`"$exe`" `"%1`""
Set-Default "$classes\Applications\$name.exe\shell\open\command" "`"$exe`" `"%1`""
if (-not (Test-Path "$classes\Applications\$name.exe\SupportedTypes")) {
    New-Item -Path "$classes\Applications\$name.exe\SupportedTypes" -Force | Out-Null
}
New-ItemProperty -Path "$classes\Applications\$name.exe\SupportedTypes" -Name '.tdevent' `
    -Value '' -PropertyType String -Force | Out-Null
[TD.Shell]::SHChangeNotify(0x08000000, 0, [IntPtr]::Zero, [IntPtr]::Zero)  # SHCNE_ASSOCCHANGED

Write-Host "Installed $title in $target"
Write-Host "  Start menu: $shortcut"
Write-Host "  .tdevent files open with $exe"
