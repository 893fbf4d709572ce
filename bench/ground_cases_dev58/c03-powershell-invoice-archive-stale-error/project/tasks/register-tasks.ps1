# 用管理员 PowerShell 运行一次, 注册两个任务计划.
# 运行账号用 OPS-PC\ops (能访问 \\fileserver 的那个本地账号).

$user = 'OPS-PC\ops'
$cred = Get-Credential -UserName $user -Message '输入 ops 账号的密码'
$pwsh = 'C:\Program Files\PowerShell\7\pwsh.exe'

# 发票归档: 工作日 8:00-19:00 每 30 分钟
$action = New-ScheduledTaskAction -Execute $pwsh `
    -Argument '-NoProfile -ExecutionPolicy Bypass -File D:\ops-scripts\invoices\Move-Invoices.ps1'
$trigger = New-ScheduledTaskTrigger -Once -At '08:00' `
    -RepetitionInterval (New-TimeSpan -Minutes 30) -RepetitionDuration (New-TimeSpan -Hours 11)
Register-ScheduledTask -TaskName '发票归档' -Action $action -Trigger $trigger `
    -User $user -Password $cred.GetNetworkCredential().Password -RunLevel Limited -Force

# 照片整理: 每天 19:00
$action = New-ScheduledTaskAction -Execute $pwsh `
    -Argument '-NoProfile -ExecutionPolicy Bypass -File D:\ops-scripts\photos\Rename-Photos.ps1'
$trigger = New-ScheduledTaskTrigger -Daily -At '19:00'
Register-ScheduledTask -TaskName '照片整理' -Action $action -Trigger $trigger `
    -User $user -Password $cred.GetNetworkCredential().Password -RunLevel Limited -Force

Write-Host '已注册: 发票归档, 照片整理'
Get-ScheduledTask -TaskName '发票归档', '照片整理' | Format-Table TaskName, State
