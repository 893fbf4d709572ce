BeforeAll {
    Import-Module (Join-Path $PSScriptRoot '..\lib\InvoiceHelpers.psm1') -Force
    $script:vendors = @(
        [pscustomobject]@{ Name = '三和商事株式会社'; Code = 'V0012'; Aliases = @('三和', '三和商事', 'サンワ') }
        [pscustomobject]@{ Name = '株式会社北斗テクノ'; Code = 'V0044'; Aliases = @('北斗', '北斗テクノ') }
        [pscustomobject]@{ Name = '有限会社丸井印刷'; Code = 'V0050'; Aliases = @('丸井', '丸井印刷') }
    )
}

Describe 'Resolve-VendorName' {
    It '正式名はそのまま' {
        Resolve-VendorName -RawName '三和商事株式会社' -Vendors $vendors | Should -Be '三和商事株式会社'
    }
    It '略称を正式名にする' {
        Resolve-VendorName -RawName '北斗' -Vendors $vendors | Should -Be '株式会社北斗テクノ'
    }
    It '前後の空白は無視' {
        Resolve-VendorName -RawName ' 丸井 ' -Vendors $vendors | Should -Be '有限会社丸井印刷'
    }
    It '知らない取引先は null' {
        Resolve-VendorName -RawName '山田商店' -Vendors $vendors | Should -BeNullOrEmpty
    }
}

Describe 'Split-InvoiceFileName' {
    It '3つに分ける' {
        $r = Split-InvoiceFileName -FileName '北斗_20251130_0042.pdf'
        $r.Vendor | Should -Be '北斗'
        $r.Date   | Should -Be '20251130'
        $r.Serial | Should -Be '0042'
    }
    It '番号なしでも OK' {
        (Split-InvoiceFileName -FileName '丸井_20251201.pdf').Serial | Should -Be ''
    }
    It 'アンダースコアがなければ null' {
        Split-InvoiceFileName -FileName 'scan0001.pdf' | Should -BeNullOrEmpty
    }
}
