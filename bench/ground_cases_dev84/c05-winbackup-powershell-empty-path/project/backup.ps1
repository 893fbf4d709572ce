<#
.SYNOPSIS
    Mirror the configured folders to the backup drive and write a log.
.EXAMPLE
    .\backup.ps1 -ConfigPath D:\backup\config.json
    .\backup.ps1 -WhatIf
#>
[CmdletBinding(SupportsShouldProcess)]
param(
    [string]$ConfigPath,
    [switch]$Quiet
)

$ErrorActionPreference = 'Stop'
Import-Module (Join-Path $PSScriptRoot 'WinBackup\WinBackup.psd1') -Force

try {
    $summary = Start-Backup -ConfigPath $ConfigPath -Quiet:$Quiet -WhatIf:$WhatIfPreference
    if ($summary.Failed -gt 0) {
        exit 1
    }
    exit 0
}
catch {
    Write-Error $_
    exit 2
}
