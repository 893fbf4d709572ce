' 月次集計をタスク スケジューラから動かすためのスクリプト
' タスク スケジューラの「操作」: プログラム = wscript.exe
'                                引数     = "C:\Users\m-tanaka\Documents\uriage-shukei\tools\run_monthly.vbs"
Option Explicit

Dim xl, wb, bookPath, ym, d
bookPath = "C:\Users\m-tanaka\Documents\uriage-shukei\売上集計.xlsm"

' 前月を対象にする
d = DateAdd("m", -1, Date)
ym = Year(d) & "/" & Right("0" & Month(d), 2)

Set xl = CreateObject("Excel.Application")
xl.Visible = False
xl.DisplayAlerts = False

On Error Resume Next
Set wb = xl.Workbooks.Open(bookPath)
If Err.Number <> 0 Then
    WScript.Echo "ブックを開けませんでした: " & Err.Description
    xl.Quit
    WScript.Quit 1
End If
On Error GoTo 0

xl.Run "'" & wb.Name & "'!RunMonthlyAuto", ym
xl.Run "'" & wb.Name & "'!RunExport"

wb.Close True
xl.Quit
Set wb = Nothing
Set xl = Nothing
