# タスク スケジューラに「請求書振り分け」を登録する（管理者の PowerShell で1回だけ実行）
# 登録し直すときもこれを実行すればよい（同じ名前のタスクは上書き）

$taskName = '請求書振り分け'
$script   = Join-Path $PSScriptRoot 'Move-Invoices.ps1'

$action = New-ScheduledTaskAction -Execute 'powershell.exe' `
    -Argument "-NoProfile -ExecutionPolicy Bypass -File `"$script`"" `
    -WorkingDirectory $PSScriptRoot

# 平日 9:00 から 1 時間ごとに 9 時間
$trigger = New-ScheduledTaskTrigger -Weekly -DaysOfWeek Monday, Tuesday, Wednesday, Thursday, Friday -At 9:00
$repeat  = New-ScheduledTaskTrigger -Once -At 9:00 -RepetitionInterval (New-TimeSpan -Hours 1) -RepetitionDuration (New-TimeSpan -Hours 9)
$trigger.Repetition = $repeat.Repetition

$settings = New-ScheduledTaskSettingsSet `
    -StartWhenAvailable `
    -DontStopIfGoingOnBatteries `
    -ExecutionTimeLimit (New-TimeSpan -Minutes 30)

# 経理課の共有アカウントで実行（ファイルサーバーに書ける人）
$user = 'OFFICE\\keiri-batch'

Register-ScheduledTask -TaskName $taskName `
    -Action $action `
    -Trigger $trigger `
    -Settings $settings `
    -User $user `
    -RunLevel Limited `
    -Description '複合機でスキャンした請求書を取引先別・月別フォルダに移す' `
    -Force

Write-Host "登録しました: $taskName（実行ユーザー $user）"
Write-Host 'パスワードを聞かれたら keiri-batch のパスワードを入力してください。'
