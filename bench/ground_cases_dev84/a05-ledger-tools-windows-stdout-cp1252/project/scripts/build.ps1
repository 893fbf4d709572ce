param(
    [string]$OutDir = "dist"
)

$ErrorActionPreference = 'Stop'

$repo = Split-Path -Parent $PSScriptRoot
Set-Location $repo

Write-Host "Running tests..." -ForegroundColor Cyan
.\.venv\Scripts\python.exe -m pytest -q
if ($LASTEXITCODE -ne 0) {
    Write-Host "Tests failed, not building." -ForegroundColor Red
    exit $LASTEXITCODE
}

New-Item -ItemType Directory -Force -Path $OutDir | Out-Null
$version = (Select-String -Path pyproject.toml -Pattern '^version = "(.+)"').Matches[0].Groups[1].Value
$zip = Join-Path $OutDir "ledger-tools-$version.zip"
Compress-Archive -Path tools\*.py, README.md -DestinationPath $zip -Force
Write-Host "Built $zip" -ForegroundColor Green
