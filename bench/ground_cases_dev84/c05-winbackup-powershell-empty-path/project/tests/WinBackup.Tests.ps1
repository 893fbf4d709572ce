BeforeAll {
    Import-Module (Join-Path $PSScriptRoot '..\WinBackup\WinBackup.psd1') -Force
}

Describe 'Get-BackupConfig' {
    It 'reads destination and folders' {
        $path = Join-Path $TestDrive 'config.json'
        '{"destination":"E:\\Backup","folders":["C:\\data"]}' | Set-Content $path -Encoding UTF8
        $config = Get-BackupConfig -Path $path
        $config.destination | Should -Be 'E:\Backup'
        $config.folders | Should -HaveCount 1
    }

    It 'defaults logDir under the destination' {
        $path = Join-Path $TestDrive 'config.json'
        '{"destination":"E:\\Backup","folders":[]}' | Set-Content $path -Encoding UTF8
        (Get-BackupConfig -Path $path).logDir | Should -Be 'E:\Backup\logs'
    }

    It 'throws when destination is missing' {
        $path = Join-Path $TestDrive 'config.json'
        '{"folders":[]}' | Set-Content $path -Encoding UTF8
        { Get-BackupConfig -Path $path } | Should -Throw "*no 'destination'*"
    }
}

Describe 'Remove-OldLogs' {
    It 'removes logs older than KeepDays and keeps the rest' {
        $old = New-Item (Join-Path $TestDrive 'backup-20240101.log') -Force
        $old.LastWriteTime = (Get-Date).AddDays(-40)
        New-Item (Join-Path $TestDrive 'backup-20991231.log') -Force | Out-Null
        Remove-OldLogs -LogDir $TestDrive -KeepDays 30
        Test-Path (Join-Path $TestDrive 'backup-20240101.log') | Should -BeFalse
        Test-Path (Join-Path $TestDrive 'backup-20991231.log') | Should -BeTrue
    }
}

Describe 'Write-Log' {
    It 'appends to the log file' {
        InModuleScope WinBackup {
            $script:LogFile = Join-Path $TestDrive 'backup.log'
            $script:Quiet = $true
            Write-Log 'hello'
            Get-Content $script:LogFile | Should -Match '\[INFO\] hello$'
        }
    }
}
