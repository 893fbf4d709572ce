<#
.SYNOPSIS
  工地照片按拍摄时间改名: 20250918_143502_项目名.jpg
.DESCRIPTION
  照片从手机导到 \\fileserver\工程\照片\待整理\<项目名>\ 下面.
  读 EXIF 里的拍摄时间 (没有就用文件修改时间), 改名后移到上一级的 <项目名> 文件夹.
#>
param(
    [string]$Root = '\\fileserver\工程\照片'
)

$ErrorActionPreference = 'Stop'
Add-Type -AssemblyName System.Drawing
Import-Module "$PSScriptRoot\..\common\Logging.psm1" -Force

function Get-TakenDate([string]$Path) {
    $img = [System.Drawing.Image]::FromFile($Path)
    try {
        $prop = $img.PropertyItems | Where-Object { $_.Id -eq 0x9003 }
        if (-not $prop) { return (Get-Item $Path).LastWriteTime }
        $raw = [System.Text.Encoding]::ASCII.GetString($prop.Value).Trim([char]0)
        return [datetime]::ParseExact($raw, 'yyyy:MM:dd HH:mm:ss', $null)
    } finally {
        $img.Dispose()
    }
}

$pending = Join-Path $Root '待整理'
$count = 0
Get-ChildItem -Path $pending -Directory | ForEach-Object {
    $project = $_.Name
    $dest = Join-Path $Root $project
    if (-not (Test-Path $dest)) { New-Item -ItemType Directory -Path $dest | Out-Null }

    Get-ChildItem -Path $_.FullName -Include *.jpg, *.jpeg -File -Recurse | ForEach-Object {
        $taken = Get-TakenDate $_.FullName
        $name = '{0}_{1}{2}' -f $taken.ToString('yyyyMMdd_HHmmss'), $project, $_.Extension.ToLower()
        $target = Join-Path $dest $name
        $n = 1
        while (Test-Path $target) {
            $target = Join-Path $dest ('{0}_{1}_{2}{3}' -f $taken.ToString('yyyyMMdd_HHmmss'), $project, $n, $_.Extension.ToLower())
            $n++
        }
        Move-Item -Path $_.FullName -Destination $target
        $count++
    }
}

Write-Log "整理了 $count 张照片" -Level INFO
