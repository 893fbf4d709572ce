<#
.SYNOPSIS
  スキャンした請求書 PDF を取引先別・月別フォルダに振り分ける。
.NOTES
  タスク スケジューラから平日 9〜18 時の毎時 0 分に実行（register-task.ps1 参照）
#>
[CmdletBinding()]
param(
    [switch]$WhatIf
)

$ErrorActionPreference = 'Stop'
$here = Split-Path -Parent $MyInvocation.MyCommand.Path
Import-Module (Join-Path $here 'lib\InvoiceHelpers.psm1') -Force
$config = Import-PowerShellDataFile (Join-Path $here 'config.psd1')
$vendors = Import-VendorTable -Path (Join-Path $here $config.VendorTable)

$log = { param($m) Write-MoverLog -Folder $config.LogFolder -Message $m }

$files = Get-ChildItem -Path $config.ScanFolder -Filter '*.pdf' -File
foreach ($file in $files) {
    # スキャン直後（書き込み中かもしれない）のものは次回に回す
    if ((Get-Date) - $file.LastWriteTime -lt [TimeSpan]::FromSeconds($config.MinAgeSeconds)) { continue }

    # 見積書は対象外
    if ($file.Name -like '*見積*') { continue }

    $info = Split-InvoiceFileName -FileName $file.Name
    $vendor = if ($info) { Resolve-VendorName -RawName $info.Vendor -Vendors $vendors } else { $null }
    if (-not $vendor) {
        & $log "未振り分け(取引先不明): $($file.Name)"
        Move-Item -Path $file.FullName -Destination $config.UnsortedFolder -Force:$false -WhatIf:$WhatIf
        continue
    }

    # 月フォルダはファイル名の請求日で決める（読めなければスキャンした日）
    $invoiceDate = [datetime]::MinValue
    if ([datetime]::TryParseExact($info.Date, 'yyyyMMdd', [Globalization.CultureInfo]::InvariantCulture,
            [Globalization.DateTimeStyles]::None, [ref]$invoiceDate)) {
        $month = $invoiceDate.ToString('yyyy-MM')
    } else {
        & $log "請求日が読めないのでスキャン日で振り分け: $($file.Name)"
        $month = $file.LastWriteTime.ToString('yyyy-MM')
    }
    $destDir = Join-Path (Join-Path $config.InvoiceRoot $vendor) $month
    if (-not (Test-Path $destDir)) { New-Item -ItemType Directory -Path $destDir -Force -WhatIf:$WhatIf | Out-Null }

    $dest = Join-Path $destDir $file.Name
    if (Test-Path $dest) {
        $newHash = (Get-FileHash -Path $file.FullName -Algorithm SHA256).Hash
        $sameFile = Get-ChildItem -Path $destDir -Filter '*.pdf' -File |
            Where-Object { (Get-FileHash -Path $_.FullName -Algorithm SHA256).Hash -eq $newHash } |
            Select-Object -First 1
        if ($sameFile) {
            # 中身がまったく同じ = 二重スキャン。振り分け先には入れない
            $dupDir = Join-Path $config.ScanFolder '_重複'
            if (-not (Test-Path $dupDir)) { New-Item -ItemType Directory -Path $dupDir -Force -WhatIf:$WhatIf | Out-Null }
            Move-Item -Path $file.FullName -Destination $dupDir -Force -WhatIf:$WhatIf
            & $log "重複(同じ内容が $($sameFile.Name) にあり): $($file.Name) -> $dupDir"
            continue
        }
        # 名前だけ同じで中身が違う: (2), (3)... を付けて移動
        $n = 2
        do {
            $dest = Join-Path $destDir ('{0} ({1}){2}' -f $file.BaseName, $n, $file.Extension)
            $n++
        } while (Test-Path $dest)
    }

    Move-Item -Path $file.FullName -Destination $dest -WhatIf:$WhatIf
    & $log "移動: $($file.Name) -> $dest"
}
