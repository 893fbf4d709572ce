# 請求書振り分け用の関数

function Import-VendorTable {
    param([Parameter(Mandatory)][string]$Path)
    Import-Csv -Path $Path -Encoding UTF8 | ForEach-Object {
        [pscustomobject]@{
            Name    = $_.Name
            Code    = $_.Code
            Aliases = @($_.Aliases -split ';' | ForEach-Object { $_.Trim() } | Where-Object { $_ })
        }
    }
}

# ファイル名の取引先（略称など）を正式名にそろえる（名寄せ）
# 見つからなければ $null
function Resolve-VendorName {
    param(
        [Parameter(Mandatory)][string]$RawName,
        [Parameter(Mandatory)][object[]]$Vendors
    )
    $raw = $RawName.Trim()
    foreach ($v in $Vendors) {
        if ($raw -eq $v.Name) { return $v.Name }
        foreach ($alias in $v.Aliases) {
            if ($raw -like "*$alias*") { return $v.Name }
        }
    }
    return $null
}

# <取引先>_<yyyyMMdd>_<番号>.pdf を分解する
function Split-InvoiceFileName {
    param([Parameter(Mandatory)][string]$FileName)
    $base = [System.IO.Path]::GetFileNameWithoutExtension($FileName)
    $parts = $base -split '_'
    if ($parts.Count -lt 2) { return $null }
    [pscustomobject]@{
        Vendor = $parts[0]
        Date   = $parts[1]
        Serial = if ($parts.Count -ge 3) { $parts[2] } else { '' }
    }
}

function Write-MoverLog {
    param([string]$Folder, [string]$Message)
    if (-not (Test-Path $Folder)) { New-Item -ItemType Directory -Path $Folder -Force | Out-Null }
    $file = Join-Path $Folder ("mover_{0:yyyyMMdd}.log" -f (Get-Date))
    "{0:yyyy-MM-dd HH:mm:ss} {1}" -f (Get-Date), $Message | Add-Content -Path $file -Encoding UTF8
}

Export-ModuleMember -Function Import-VendorTable, Resolve-VendorName, Split-InvoiceFileName, Write-MoverLog
