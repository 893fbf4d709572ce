<#
.SYNOPSIS
    Renames property photos copied from the office phone to <Property>_<yyyy-MM-dd_HHmmss>.jpg.
.DESCRIPTION
    Staff copy photos into $Config.PhotoInbox\<Property name>\. This script renames each photo by the
    date it was taken (EXIF DateTimeOriginal, else the file's LastWriteTime) and moves it to
    $Config.PhotoRoot\<Property name>\.
#>
[CmdletBinding()]
param(
    [string]$ConfigPath = (Join-Path $PSScriptRoot 'config.json')
)

Import-Module (Join-Path $PSScriptRoot 'Common.psm1') -Force
Add-Type -AssemblyName System.Drawing
$Config = Get-OfficeConfig -Path $ConfigPath
$LogName = 'Rename-Photos'
$extensions = @('.jpg', '.jpeg', '.heic')

function Get-TakenDate([System.IO.FileInfo]$File) {
    try {
        $img = [System.Drawing.Image]::FromFile($File.FullName)
        try {
            $prop = $img.GetPropertyItem(36867)  # DateTimeOriginal
            $text = [System.Text.Encoding]::ASCII.GetString($prop.Value).Trim([char]0)
            return [datetime]::ParseExact($text, 'yyyy:MM:dd HH:mm:ss', $null)
        } finally {
            $img.Dispose()
        }
    } catch {
        return $File.LastWriteTime
    }
}

$count = 0
foreach ($folder in Get-ChildItem -LiteralPath $Config.PhotoInbox -Directory) {
    $dest = Join-Path $Config.PhotoRoot $folder.Name
    New-Item -ItemType Directory -Path $dest -Force | Out-Null
    $photos = Get-ChildItem -LiteralPath $folder.FullName -File | Where-Object { $extensions -contains $_.Extension.ToLower() }
    foreach ($photo in $photos) {
        $taken = Get-TakenDate $photo
        $newName = '{0}_{1:yyyy-MM-dd_HHmmss}{2}' -f $folder.Name, $taken, $photo.Extension.ToLower()
        Move-Item -LiteralPath $photo.FullName -Destination (Join-Path $dest $newName) -Force
        $count++
    }
}

if ($count -gt 0) {
    Write-Log -Name $LogName -Message "Renamed $count photo(s)"
}
