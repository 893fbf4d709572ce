<#
.SYNOPSIS
    Creates (or updates) the two scheduled tasks. Run once from an elevated PowerShell.
#>
#Requires -RunAsAdministrator
$ErrorActionPreference = 'Stop'
$here = $PSScriptRoot

# The account the tasks run as. Its password is stored by Task Scheduler so the tasks run while nobody is
# logged on and can still reach \\nas01 (S4U can't use network shares).
$cred = Get-Credential -Message 'Account for the office tasks' -UserName "$env:USERDOMAIN\$env:USERNAME"

$tasks = @(
    @{ Name = 'Office - Move invoices'; Script = 'Move-Invoices.ps1'; Every = 30 },
    @{ Name = 'Office - Rename photos'; Script = 'Rename-Photos.ps1'; Every = 60 }
)

foreach ($t in $tasks) {
    $action = New-ScheduledTaskAction -Execute 'powershell.exe' `
        -Argument "-NoProfile -ExecutionPolicy Bypass -File `"$(Join-Path $here $t.Script)`"" `
        -WorkingDirectory $here
    $trigger = New-ScheduledTaskTrigger -Once -At (Get-Date).Date.AddHours(7) `
        -RepetitionInterval (New-TimeSpan -Minutes $t.Every) -RepetitionDuration (New-TimeSpan -Hours 12)
    $settings = New-ScheduledTaskSettingsSet -StartWhenAvailable -DontStopIfGoingOnBatteries `
        -ExecutionTimeLimit (New-TimeSpan -Minutes 20)

    Register-ScheduledTask -TaskName $t.Name -Action $action -Trigger $trigger -Settings $settings `
        -User $cred.UserName -Password $cred.GetNetworkCredential().Password -RunLevel Limited `
        -Description "Office scripts: $($t.Script)" -Force | Out-Null
    Write-Host "Registered '$($t.Name)'"
}
