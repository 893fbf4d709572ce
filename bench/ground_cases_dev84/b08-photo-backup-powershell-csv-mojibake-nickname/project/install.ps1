<#
.SYNOPSIS
    Backup-Photos.ps1 を毎晩 2:00 に実行するタスクを登録する。
#>
param(
    [Parameter(Mandatory)][string]$Source,
    [Parameter(Mandatory)][string]$Destination,
    [string]$TaskName = 'PhotoBackup'
)

$script = Join-Path $PSScriptRoot 'Backup-Photos.ps1'
$argument = "-NoProfile -ExecutionPolicy Bypass -File `"$script`" -Source `"$Source`" -Destination `"$Destination`""

$action = New-ScheduledTaskAction -Execute 'powershell.exe' -Argument $argument
$trigger = New-ScheduledTaskTrigger -Daily -At 2:00
$settings = New-ScheduledTaskSettingsSet -StartWhenAvailable -ExecutionTimeLimit (New-TimeSpan -Hours 3)
# ログオンしていなくても実行する (パスワードは保存しない)
$principal = New-ScheduledTaskPrincipal -UserId "$env:USERDOMAIN\$env:USERNAME" -LogonType S4U -RunLevel Limited

Register-ScheduledTask -TaskName $TaskName -Action $action -Trigger $trigger -Settings $settings `
    -Principal $principal -Force | Out-Null
Write-Host "タスク '$TaskName' を登録しました (毎日 2:00)"
