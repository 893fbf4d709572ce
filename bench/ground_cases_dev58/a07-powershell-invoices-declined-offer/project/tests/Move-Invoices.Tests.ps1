# Pester 5 tests for Move-Invoices.ps1. Run: Invoke-Pester .\tests
BeforeAll {
    $script:Root = Split-Path $PSScriptRoot -Parent
}

Describe 'Move-Invoices' {
    BeforeEach {
        $inbox = Join-Path $TestDrive 'inbox'
        $dest = Join-Path $TestDrive 'dest'
        New-Item -ItemType Directory -Path $inbox, $dest | Out-Null
        $cfg = @{ ScanInbox = $inbox; InvoiceRoot = $dest } | ConvertTo-Json
        $script:ConfigPath = Join-Path $TestDrive 'config.json'
        Set-Content -LiteralPath $script:ConfigPath -Value $cfg
    }

    It 'moves a scan into a year\month folder' {
        $f = New-Item -ItemType File -Path (Join-Path $inbox 'Scan_20250114_093012.pdf')
        & (Join-Path $script:Root 'Move-Invoices.ps1') -ConfigPath $script:ConfigPath
        (Get-ChildItem -LiteralPath $dest -Recurse -File).Name | Should -Contain 'Scan_20250114_093012.pdf'
    }

    It 'leaves the inbox empty' {
        New-Item -ItemType File -Path (Join-Path $inbox 'Scan_20250114_093013.pdf') | Out-Null
        & (Join-Path $script:Root 'Move-Invoices.ps1') -ConfigPath $script:ConfigPath
        Get-ChildItem -LiteralPath $inbox | Should -BeNullOrEmpty
    }

    It 'does nothing with -WhatIf' {
        New-Item -ItemType File -Path (Join-Path $inbox 'Scan_20250114_093014.pdf') | Out-Null
        & (Join-Path $script:Root 'Move-Invoices.ps1') -ConfigPath $script:ConfigPath -WhatIf
        Get-ChildItem -LiteralPath $inbox | Should -HaveCount 1
    }
}
