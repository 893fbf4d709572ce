' 由 Windows 任务计划程序每天晚上调用: 打开发票工具, 跑导出, 保存关闭
' 用法: wscript.exe run_export.vbs
Option Explicit

Dim xl, wb, path, fso, logFile
path = "C:\Users\chenjie\Documents\fapiao-tool\发票工具.xlsm"

Set fso = CreateObject("Scripting.FileSystemObject")
Set logFile = fso.OpenTextFile(fso.GetParentFolderName(WScript.ScriptFullName) & "\run_export.log", 8, True)
logFile.WriteLine Now & "  开始导出"

If Not fso.FileExists(path) Then
    logFile.WriteLine Now & "  找不到工作簿: " & path
    logFile.Close
    WScript.Quit 1
End If

Set xl = CreateObject("Excel.Application")
xl.Visible = False
xl.DisplayAlerts = False

On Error Resume Next
Set wb = xl.Workbooks.Open(path)
xl.Run "'" & wb.Name & "'!ExportMonthlyCSV"
If Err.Number <> 0 Then
    logFile.WriteLine Now & "  出错: " & Err.Description
    Err.Clear
End If
On Error GoTo 0

wb.Save
wb.Close False
xl.Quit
logFile.WriteLine Now & "  结束"
logFile.Close

Set wb = Nothing
Set xl = Nothing
