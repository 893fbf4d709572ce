Set-StrictMode -Version Latest

$script:LogFile = $null

function Get-BackupConfig {
    [CmdletBinding()]
    param(
        [string]$Path = (Join-Path $env:OneDrive 'WinBackup\config.json')
    )
    if (-not (Test-Path -LiteralPath $Path)) {
        throw "Config file not found: $Path"
    }
    $config = Get-Content -LiteralPath $Path -Raw -Encoding UTF8 | ConvertFrom-Json
    if (-not $config.destination) {
        throw "Config $Path has no 'destination'"
    }
    if (-not $config.logDir) {
        $config | Add-Member -NotePropertyName logDir -NotePropertyValue (Join-Path $config.destination 'logs')
    }
    return $config
}

function Write-Log {
    [CmdletBinding()]
    param(
        [Parameter(Mandatory)][string]$Message,
        [ValidateSet('INFO', 'WARN', 'ERROR')][string]$Level = 'INFO'
    )
    $line = '{0} [{1}] {2}' -f (Get-Date -Format 'yyyy-MM-dd HH:mm:ss'), $Level, $Message
    if ($script:LogFile) {
        Add-Content -LiteralPath $script:LogFile -Value $line -Encoding UTF8
    }
    if ($Level -eq 'ERROR') {
        Write-Host $line -ForegroundColor Red
    }
    elseif (-not $script:Quiet) {
        Write-Host $line
    }
}

function Invoke-Mirror {
    [CmdletBinding(SupportsShouldProcess)]
    param(
        [Parameter(Mandatory)][string]$Source,
        [Parameter(Mandatory)][string]$Target
    )
    $roboArgs = @($Source, $Target, '/MIR', '/R:2', '/W:5', '/NP', '/NFL', '/NDL', '/XJ')
    if (-not $PSCmdlet.ShouldProcess($Target, "robocopy /MIR from $Source")) {
        $roboArgs += '/L'
    }
    & robocopy.exe @roboArgs | Out-Null
    $code = $LASTEXITCODE
    # robocopy exit codes are bit flags: 0-7 are success (1 = files copied), 8+ means failure
    if ($code -ge 8) {
        Write-Log "robocopy $Source -> $Target failed with exit code $code" -Level ERROR
        return $false
    }
    if ($code -ge 4) {
        Write-Log "robocopy $Source -> $Target finished with mismatches (exit code $code)" -Level WARN
    }
    Write-Log "mirrored $Source -> $Target (exit code $code)"
    return $true
}

function Remove-OldLogs {
    [CmdletBinding(SupportsShouldProcess)]
    param(
        [Parameter(Mandatory)][string]$LogDir,
        [int]$KeepDays = 30
    )
    $cutoff = (Get-Date).AddDays(-$KeepDays)
    Get-ChildItem -LiteralPath $LogDir -Filter 'backup-*.log' -File |
        Where-Object { $_.LastWriteTime -lt $cutoff } |
        ForEach-Object {
            if ($PSCmdlet.ShouldProcess($_.FullName, 'Remove old log')) {
                Remove-Item -LiteralPath $_.FullName -Force
            }
        }
}

function Start-Backup {
    [CmdletBinding(SupportsShouldProcess)]
    param(
        [string]$ConfigPath,
        [switch]$Quiet
    )
    $script:Quiet = $Quiet
    $config = Get-BackupConfig
    New-Item -ItemType Directory -Path $config.logDir -Force | Out-Null
    $script:LogFile = Join-Path $config.logDir ('backup-{0:yyyyMMdd}.log' -f (Get-Date))
    Remove-OldLogs -LogDir $config.logDir -KeepDays 30
    Write-Log "backup started, $($config.folders.Count) folder(s)"

    $failed = 0
    foreach ($folder in $config.folders) {
        $name = Split-Path -Leaf $folder
        $target = Join-Path $config.destination $name
        if (-not (Invoke-Mirror -Source $folder -Target $target)) {
            $failed++
        }
    }
    Write-Log "backup finished, $failed failure(s)"
    [pscustomobject]@{ Folders = $config.folders.Count; Failed = $failed }
}
