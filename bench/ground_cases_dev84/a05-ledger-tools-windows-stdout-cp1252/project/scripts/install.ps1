<#
.SYNOPSIS
  Set up ledger-tools for the current user.
.DESCRIPTION
  Creates .venv, installs requirements and links the shared Templates folder
  into %USERPROFILE%\LedgerTemplates.
#>
param(
    [string]$SharePath = "\\fileserver\ledger\Templates",
    [switch]$Force
)

$repo = Split-Path -Parent $PSScriptRoot
Set-Location $repo

if (-not (Test-Path .venv) -or $Force) {
    Write-Host "Creating virtual environment..." -ForegroundColor Cyan
    py -3.12 -m venv .venv
    .\.venv\Scripts\python.exe -m pip install --upgrade pip | Out-Null
    .\.venv\Scripts\python.exe -m pip install -e . | Out-Null
}

$linkPath = Join-Path $env:USERPROFILE "LedgerTemplates"
if (Test-Path $linkPath) {
    Write-Host "Templates link already exists: $linkPath"
} else {
    Write-Host "Linking $linkPath -> $SharePath"
    New-Item -ItemType Junction -Path $linkPath -Target $SharePath -ErrorAction Stop | Out-Null
}

Write-Host "Done." -ForegroundColor Green
