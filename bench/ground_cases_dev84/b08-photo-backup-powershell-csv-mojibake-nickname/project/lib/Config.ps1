# 設定: %APPDATA%\photo-backup\config.json (なければ既定値)

function Get-BackupConfig {
    $base = Join-Path $env:APPDATA 'photo-backup'
    $defaults = [ordered]@{
        LogPath   = Join-Path $base 'logs\backup.log'
        ReportDir = Join-Path $base 'reports'
        KeepDays  = 30
    }
    $path = Join-Path $base 'config.json'
    if (Test-Path -LiteralPath $path) {
        $json = Get-Content -LiteralPath $path -Raw -Encoding UTF8 | ConvertFrom-Json
        foreach ($p in $json.PSObject.Properties) {
            if ($defaults.Contains($p.Name)) {
                $defaults[$p.Name] = $p.Value
            } else {
                Write-Warning "config.json: 不明な項目 $($p.Name) は無視します"
            }
        }
    }
    if (-not (Test-Path -LiteralPath $defaults.ReportDir)) {
        New-Item -ItemType Directory -Path $defaults.ReportDir -Force | Out-Null
    }
    return [pscustomobject]$defaults
}
