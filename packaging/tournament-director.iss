; Inno Setup 6 script: the Windows installer of the built app folder dist\tournament-director\
;
;   iscc /DAppVersion=0.1.0 packaging\tournament-director.iss
;   -> dist\tournament-director-0.1.0-windows-setup.exe
;
; (packaging\build-installer.ps1 reads the version from tournament_director\__init__.py and runs this.)
; The installer: per user by default (no administrator rights; "for all users" is offered),
; a Start menu folder (the program, a demo event, the third-party notices, uninstall), an
; optional desktop icon, .tdevent files opening with a double-click (with their icon), an
; entry in Settings > Apps (uninstall, version, publisher), version information on the
; setup program, and English, Dutch and German wizards. Not signed (see docs/install.md).

#ifndef AppVersion
  #error Give the version: iscc /DAppVersion=X.Y.Z packaging\tournament-director.iss
#endif

#define AppName "Tournament Director"
#define AppExe "tournament-director.exe"
#define ProgId "TournamentDirector.Event"

[Setup]
; AppId names this program for updates and uninstall: never change it
AppId={{6F0B6F2E-3C1D-4C8E-9F61-2B7E3A9D5C41}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Tournament Director
AppComments=Runs a multi-table board-game competition from one laptop
VersionInfoVersion={#AppVersion}
VersionInfoProductName={#AppName}
VersionInfoProductVersion={#AppVersion}
VersionInfoDescription={#AppName} setup
VersionInfoCopyright=MIT License
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
ChangesAssociations=yes
LicenseFile=..\LICENSE
SetupIconFile=..\resources\icons\tournament-director.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName} {#AppVersion}
OutputDir=..\dist
OutputBaseFilename=tournament-director-{#AppVersion}-windows-setup
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
DisableProgramGroupPage=yes
CloseApplications=yes

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "nl"; MessagesFile: "compiler:Languages\Dutch.isl"
Name: "de"; MessagesFile: "compiler:Languages\German.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "..\dist\tournament-director\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{group}\{#AppName} (demo event)"; Filename: "{app}\{#AppExe}"; Parameters: "--demo"
Name: "{group}\Third-party notices"; Filename: "{app}\THIRD-PARTY-NOTICES.txt"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; .tdevent files: "Tournament Director event", the program's icon, opened by the window
Root: HKA; Subkey: "Software\Classes\.tdevent"; ValueType: string; ValueName: ""; ValueData: "{#ProgId}"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.tdevent\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#ProgId}"; ValueType: string; ValueName: ""; ValueData: "Tournament Director event"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#ProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\{#ProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".tdevent"; ValueData: ""; Flags: uninsdeletekey

[Run]
Filename: "{app}\{#AppExe}"; Parameters: "--demo"; Description: "{cm:LaunchProgram,{#AppName}} (demo event)"; Flags: nowait postinstall skipifsilent unchecked
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
