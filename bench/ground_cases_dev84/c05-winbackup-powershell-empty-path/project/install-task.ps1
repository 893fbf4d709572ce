#Requires -RunAsAdministrator
<#
.SYNOPSIS
    Register the nightly backup as a scheduled task that runs as SYSTEM.
#>
param(
    [string]$ConfigPath = 'D:\backup\config.json',
    [string]$At = '02:30'
)

$script = Join-Path $PSScriptRoot 'backup.ps1'
$action = New-ScheduledTaskAction -Execute 'powershell.exe' `
    -Argument "-NoProfile -ExecutionPolicy Bypass -File `"$script`" -ConfigPath `"$ConfigPath`" -Quiet"
$trigger = New-ScheduledTaskTrigger -Daily -At $At
$principal = New-ScheduledTaskPrincipal -UserId 'SYSTEM' -LogonType ServiceAccount -RunLevel Highest
$settings = New-ScheduledTaskSettingsSet -StartWhenAvailable -ExecutionTimeLimit (New-TimeSpan -Hours 4)

Register-ScheduledTask -TaskName 'WinBackup Nightly' -Action $action -Trigger $trigger `
    -Principal $principal -Settings $settings -Force | Out-Null
Write-Host "Registered 'WinBackup Nightly' at $At (config: $ConfigPath)"
