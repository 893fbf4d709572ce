# バックアップ結果のレポート (CSV)。Excel で開いて確認する想定。

function Export-BackupReport {
    param(
        [Parameter(Mandatory)][AllowEmptyCollection()][object[]]$Rows,
        [Parameter(Mandatory)][string]$Path
    )
    $sorted = $Rows | Sort-Object Status, File
    $sorted | Select-Object Status, File, Destination |
        Export-Csv -LiteralPath $Path -NoTypeInformation
    return $Path
}

function Get-ReportSummary {
    param([Parameter(Mandatory)][string]$Path)
    $rows = Import-Csv -LiteralPath $Path
    $rows | Group-Object Status | ForEach-Object {
        [pscustomobject]@{ Status = $_.Name; Count = $_.Count }
    }
}
