BeforeAll {
    . "$PSScriptRoot\..\lib\Report.ps1"
    . "$PSScriptRoot\..\lib\Logging.ps1"
}

Describe 'Export-BackupReport' {
    It 'writes one row per result' {
        $path = Join-Path $TestDrive 'r.csv'
        $rows = @(
            [pscustomobject]@{ File = 'a.jpg'; Destination = 'x\a.jpg'; Status = 'Copied' }
            [pscustomobject]@{ File = 'b.jpg'; Destination = 'x\b.jpg'; Status = 'Skipped' }
        )
        Export-BackupReport -Rows $rows -Path $path
        (Import-Csv -LiteralPath $path).Count | Should -Be 2
    }
}

Describe 'Write-Log' {
    It 'appends lines to the log file' {
        $log = Join-Path $TestDrive 'logs\t.log'
        Initialize-Log -Path $log
        Write-Log 'one'
        Write-Log 'two' -Level Warn
        (Get-Content -LiteralPath $log).Count | Should -Be 2
    }
}
