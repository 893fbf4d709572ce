<#
.SYNOPSIS
    カメラやスマホの写真・動画を、撮影月ごとのフォルダ (yyyy\MM) にバックアップする。
.EXAMPLE
    .\Backup-Photos.ps1 -Source E:\DCIM -Destination \\nas\photos
#>
[CmdletBinding(SupportsShouldProcess)]
param(
    [Parameter(Mandatory)][string]$Source,
    [Parameter(Mandatory)][string]$Destination,
    [string[]]$Extension = @('.jpg', '.jpeg', '.heic', '.png', '.mov', '.mp4'),
    [string]$ReportPath
)

$ErrorActionPreference = 'Stop'
. "$PSScriptRoot\lib\Logging.ps1"
. "$PSScriptRoot\lib\Config.ps1"
. "$PSScriptRoot\lib\Report.ps1"

$config = Get-BackupConfig
Initialize-Log -Path $config.LogPath
if (-not $ReportPath) {
    $ReportPath = Join-Path $config.ReportDir ('backup-{0:yyyyMMdd-HHmmss}.csv' -f (Get-Date))
}

function Get-TakenMonth {
    param([System.IO.FileInfo]$File)
    # IMG_20240503_123456.jpg / PXL_20240503_... / 20240503_123456.heic など
    if ($File.BaseName -match '(?:^|[_-])(20\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])(?:[_-]|$)') {
        return '{0}\{1}' -f $Matches[1], $Matches[2]
    }
    return '{0:yyyy}\{0:MM}' -f $File.LastWriteTime
}

$files = Get-ChildItem -LiteralPath $Source -Recurse -File |
    Where-Object { $Extension -contains $_.Extension }
Write-Log "開始: $Source -> $Destination ($($files.Count) 件)"

$results = foreach ($f in $files) {
    $dir = Join-Path $Destination (Get-TakenMonth $f)
    $dest = Join-Path $dir $f.Name
    if (Test-Path -LiteralPath $dest) {
        [pscustomobject]@{ File = $f.FullName; Destination = $dest; Status = 'Skipped' }
        continue
    }
    try {
        New-Item -ItemType Directory -Path $dir -Force | Out-Null
        Copy-Item -LiteralPath $f.FullName -Destination $dest
        [pscustomobject]@{ File = $f.FullName; Destination = $dest; Status = 'Copied' }
    } catch {
        Write-Log "失敗: $($f.FullName): $_" -Level Error
        [pscustomobject]@{ File = $f.FullName; Destination = $dest; Status = 'Failed' }
    }
}

Export-BackupReport -Rows $results -Path $ReportPath
$copied = @($results | Where-Object Status -eq 'Copied').Count
$failed = @($results | Where-Object Status -eq 'Failed').Count
Write-Log "終了: コピー $copied 件、失敗 $failed 件 (レポート: $ReportPath)"
if ($failed -gt 0) { exit 1 }
