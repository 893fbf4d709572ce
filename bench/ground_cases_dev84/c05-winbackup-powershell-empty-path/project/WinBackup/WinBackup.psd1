@{
    RootModule        = 'WinBackup.psm1'
    ModuleVersion     = '1.3.0'
    GUID              = '6f0b7f1e-3c1a-4f55-9a0e-2d6a8c1b9e47'
    Author            = 'Chen Jie'
    Description       = 'Robocopy-based folder mirroring with logs'
    PowerShellVersion = '5.1'
    FunctionsToExport = @('Get-BackupConfig', 'Write-Log', 'Invoke-Mirror', 'Remove-OldLogs', 'Start-Backup')
}
