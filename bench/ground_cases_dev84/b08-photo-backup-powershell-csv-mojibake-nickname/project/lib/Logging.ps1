# ログ出力。1行 = "時刻 [レベル] メッセージ"

$script:LogPath = $null

function Initialize-Log {
    param([Parameter(Mandatory)][string]$Path)
    $dir = Split-Path -Parent $Path
    if (-not (Test-Path -LiteralPath $dir)) {
        New-Item -ItemType Directory -Path $dir -Force | Out-Null
    }
    $script:LogPath = $Path
}

function Write-Log {
    param(
        [Parameter(Mandatory)][string]$Message,
        [ValidateSet('Info', 'Warn', 'Error')][string]$Level = 'Info'
    )
    $time = (Get-Date).ToString('yyyy-MM-dd HH:mm:sszzz')
    $line = "$time [$Level] $Message"
    if ($Level -eq 'Error') {
        Write-Warning $Message
    } else {
        Write-Verbose $Message
    }
    if ($script:LogPath) {
        Add-Content -LiteralPath $script:LogPath -Value $line -Encoding UTF8
    }
}

function Remove-OldLog {
    param([string]$Dir, [int]$Days = 30)
    Get-ChildItem -LiteralPath $Dir -Filter '*.log' -File |
        Where-Object LastWriteTime -lt (Get-Date).AddDays(-$Days) |
        Remove-Item -Force
}
