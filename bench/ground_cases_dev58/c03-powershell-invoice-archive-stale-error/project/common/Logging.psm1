# 所有脚本共用的日志: 每月一个文件 D:\ops-scripts\logs\2025-09.log

$script:LogDir = Join-Path $PSScriptRoot '..\logs'

function Write-Log {
    [CmdletBinding()]
    param(
        [Parameter(Mandatory)][string]$Message,
        [ValidateSet('INFO', 'WARN', 'ERROR')][string]$Level = 'INFO'
    )
    if (-not (Test-Path $script:LogDir)) {
        New-Item -ItemType Directory -Path $script:LogDir | Out-Null
    }
    $caller = Split-Path -Leaf $MyInvocation.PSCommandPath
    $line = '{0} [{1}] {2} : {3}' -f (Get-Date -Format 'yyyy-MM-dd HH:mm:ss'), $Level, $caller, $Message
    $file = Join-Path $script:LogDir ((Get-Date -Format 'yyyy-MM') + '.log')
    Add-Content -Path $file -Value $line -Encoding UTF8
    if ($Level -eq 'ERROR') {
        Write-Error $Message -ErrorAction Continue
    }
}

function Get-LogTail {
    param([int]$Lines = 30)
    $file = Join-Path $script:LogDir ((Get-Date -Format 'yyyy-MM') + '.log')
    if (Test-Path $file) {
        Get-Content -Path $file -Tail $Lines -Encoding UTF8
    }
}

Export-ModuleMember -Function Write-Log, Get-LogTail
