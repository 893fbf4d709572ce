<#
.SYNOPSIS
    Files scanned invoices from the scanner's share into the accounts folder on the NAS.
.DESCRIPTION
    The Brother scanner drops PDFs named Scan_YYYYMMDD_HHMMSS.pdf into $Config.ScanInbox.
    Each file goes to <InvoiceRoot>\<YYYY>\<MM>\ by the date it was scanned.
    Run every 30 minutes by Task Scheduler (see Register-Tasks.ps1).
#>
[CmdletBinding()]
param(
    [string]$ConfigPath = (Join-Path $PSScriptRoot 'config.json'),
    [switch]$WhatIf
)

Import-Module (Join-Path $PSScriptRoot 'Common.psm1') -Force
$Config = Get-OfficeConfig -Path $ConfigPath
$LogName = 'Move-Invoices'

if (-not (Test-NasOnline -Path $Config.InvoiceRoot)) {
    Write-Log -Name $LogName -Level WARN -Message "NAS not reachable ($($Config.InvoiceRoot)), trying again next run"
    exit 0
}

$files = Get-ChildItem -LiteralPath $Config.ScanInbox -Filter '*.pdf' -File -ErrorAction Stop
$moved = 0

foreach ($file in $files) {
    # Invoices are scanned the day they arrive (since Dec 2024): file them by the scan date in the name.
    if ($file.BaseName -match '^Scan_(\d{8})_\d{6}') {
        $scanDate = [datetime]::ParseExact($Matches[1], 'yyyyMMdd', $null)
    } else {
        $scanDate = $file.LastWriteTime
    }
    $year = $scanDate.ToString('yyyy')
    $month = $scanDate.ToString('MM')

    $targetDir = Join-Path $Config.InvoiceRoot (Join-Path $year $month)
    if (-not (Test-Path -LiteralPath $targetDir)) {
        New-Item -ItemType Directory -Path $targetDir -Force | Out-Null
    }
    $target = Join-Path $targetDir $file.Name

    if ($WhatIf) {
        Write-Host "Would move $($file.Name) -> $target"
        continue
    }
    Move-Item -LiteralPath $file.FullName -Destination $target -Force
    $moved++
}

if ($moved -gt 0) {
    Write-Log -Name $LogName -Message "Moved $moved invoice(s) to $($Config.InvoiceRoot)"
}
