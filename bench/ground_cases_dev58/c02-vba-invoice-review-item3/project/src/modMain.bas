Attribute VB_Name = "modMain"
Option Explicit

' 按钮入口. 「订单」表上的三个按钮分别指向这里的宏

Public Sub Btn_GenerateInvoices()
    On Error Resume Next
    Application.ScreenUpdating = False
    GenerateInvoices
    Application.ScreenUpdating = True
    LogAction "生成发票"
End Sub

Public Sub Btn_ExportCSV()
    On Error Resume Next
    ExportMonthlyCSV
    LogAction "导出CSV"
End Sub

Public Sub Btn_PrintInvoices()
    PrintInvoices
    LogAction "打印发票"
End Sub

Private Sub LogAction(ByVal what As String)
    Dim ws As Worksheet, r As Long
    Set ws = ThisWorkbook.Worksheets("日志")
    r = ws.Cells(ws.Rows.Count, 1).End(xlUp).Row + 1
    ws.Cells(r, 1).Value = Now
    ws.Cells(r, 2).Value = GetCurrentUser()
    ws.Cells(r, 3).Value = what
End Sub
