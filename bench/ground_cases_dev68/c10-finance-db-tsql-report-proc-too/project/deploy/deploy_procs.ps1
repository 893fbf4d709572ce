param(
    [string]$Server = "UAT-SQL01",
    [string]$Database = "FINDB",
    [string[]]$Files = @()
)

$ErrorActionPreference = "Stop"
$root = Split-Path -Parent $PSScriptRoot

if ($Files.Count -eq 0) {
    $Files = Get-ChildItem -Path (Join-Path $root "sql\procs") -Filter *.sql | ForEach-Object { $_.FullName }
}

foreach ($f in $Files) {
    Write-Host "deploy $f -> $Server/$Database"
    sqlcmd -S $Server -d $Database -E -b -i $f
    if ($LASTEXITCODE -ne 0) {
        throw "sqlcmd failed on $f"
    }
}
Write-Host "done."
