<#
.SYNOPSIS
  把扫描仪放在 D:\Scan\发票 里的 PDF 按月份和供应商归档到文件服务器.
.DESCRIPTION
  文件名格式: 供应商代码_日期_单号.pdf, 例如 SF_20250918_88123.pdf
  由任务计划程序每 30 分钟运行一次 (见 tasks\register-tasks.ps1).
#>
[CmdletBinding(SupportsShouldProcess)]
param(
    [string]$Inbox = 'D:\Scan\发票',
    [string]$Archive = '\\fileserver\财务\发票',
    [string]$NotifyTo = 'xingzheng@hengtai-wl.com'
)

$ErrorActionPreference = 'Stop'
Import-Module "$PSScriptRoot\..\common\Logging.psm1" -Force

$suppliers = @{}
Import-Csv "$PSScriptRoot\suppliers.csv" -Encoding UTF8 | ForEach-Object {
    $suppliers[$_.Code] = $_.Name
}

$files = Get-ChildItem -Path $Inbox -Filter *.pdf -File | Sort-Object Name
if (-not $files) {
    Write-Log "没有新的发票" -Level INFO
    return
}

$moved = 0
$unknown = New-Object System.Collections.Generic.List[string]
foreach ($file in $files) {
    try {
        $parts = $file.BaseName -split '_'
        if ($parts.Count -lt 3) {
            Write-Log "文件名格式不对, 跳过: $($file.Name)" -Level WARN
            continue
        }

        $supplier = $suppliers[$parts[0]]
        if (-not $supplier) {
            Write-Log "未知供应商代码 $($parts[0]), 先放到 _未识别供应商: $($file.Name)" -Level WARN
            $supplier = '_未识别供应商'
            $unknown.Add($file.Name)
        }
        $date = [datetime]::ParseExact($parts[1], 'yyyyMMdd', $null)
        $monthDir = Join-Path $Archive $date.ToString('yyyy-MM')
        $targetDir = Join-Path $monthDir $supplier
        if (-not (Test-Path $targetDir)) {
            New-Item -ItemType Directory -Path $targetDir | Out-Null
        }

        $target = Join-Path $targetDir $file.Name
        if (Test-Path $target) {
            $stamp = Get-Date -Format 'HHmmss'
            $target = Join-Path $targetDir ("{0}_{1}{2}" -f $file.BaseName, $stamp, $file.Extension)
        }
        if ($PSCmdlet.ShouldProcess($file.FullName, "移动到 $target")) {
            Move-Item -Path $file.FullName -Destination $target
            $moved++
        }
    } catch {
        Write-Log "处理 $($file.Name) 失败: $($_.Exception.Message) $($_.InvocationInfo.PositionMessage)" -Level ERROR
    }
}

Write-Log "本次归档 $moved 个发票文件" -Level INFO

if ($unknown.Count -gt 0) {
    $cred = Import-Clixml "$PSScriptRoot\..\common\smtp.cred.xml"
    $body = "以下发票的供应商代码不在 suppliers.csv 里, 已放到 _未识别供应商:`r`n`r`n" + ($unknown -join "`r`n")
    Send-MailMessage -SmtpServer 'smtp.exmail.qq.com' -Port 587 -UseSsl -Credential $cred `
        -From $cred.UserName -To $NotifyTo -Subject "[发票归档] $($unknown.Count) 个未识别供应商" `
        -Body $body -Encoding UTF8
}
