# Shared helpers for the office scripts. Import-Module .\Common.psm1

$script:LogDir = Join-Path $env:ProgramData 'OfficeScripts\Logs'

function Get-OfficeConfig {
    param([Parameter(Mandatory)][string]$Path)
    if (-not (Test-Path -LiteralPath $Path)) {
        throw "Config file not found: $Path"
    }
    Get-Content -LiteralPath $Path -Raw | ConvertFrom-Json
}

function Write-Log {
    param(
        [Parameter(Mandatory)][string]$Name,
        [Parameter(Mandatory)][string]$Message,
        [ValidateSet('INFO', 'WARN', 'ERROR')][string]$Level = 'INFO'
    )
    if (-not (Test-Path -LiteralPath $script:LogDir)) {
        New-Item -ItemType Directory -Path $script:LogDir -Force | Out-Null
    }
    $line = '{0:yyyy-MM-dd HH:mm:ss} [{1}] {2}' -f (Get-Date), $Level, $Message
    Add-Content -LiteralPath (Join-Path $script:LogDir "$Name.log") -Value $line -Encoding UTF8
}

function Test-NasOnline {
    param([Parameter(Mandatory)][string]$Path)
    $server = ($Path -split '\\')[2]
    if (-not $server) { return (Test-Path -LiteralPath $Path) }
    if (-not (Test-Connection -ComputerName $server -Count 1 -Quiet)) { return $false }
    return (Test-Path -LiteralPath $Path)
}

Export-ModuleMember -Function Get-OfficeConfig, Write-Log, Test-NasOnline
