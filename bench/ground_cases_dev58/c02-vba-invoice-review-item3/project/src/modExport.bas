Attribute VB_Name = "modExport"
Option Explicit

' 导出本月订单为 CSV, 给财务导入用友
' 导出到当前登录用户的 桌面\导出\ (没有就自动建)
Private Function ExportDir() As String
    Dim d As String
    d = Environ("USERPROFILE") & "\Desktop\导出\"
    If Dir(d, vbDirectory) = "" Then MkDir d
    ExportDir = d
End Function

Public Sub ExportMonthlyCSV()
    Dim ws As Worksheet
    Dim lastRow As Long, r As Long
    Dim fileNo As Integer, path As String, line As String

    Set ws = ThisWorkbook.Worksheets("订单")
    lastRow = ws.Cells(ws.Rows.Count, 1).End(xlUp).Row
    path = ExportDir() & "订单_" & Format(Date, "yyyymm") & ".csv"

    fileNo = FreeFile
    Open path For Output As #fileNo
    Print #fileNo, "日期,客户,品名,数量,单价,金额"
    For r = 2 To lastRow
        If Month(ws.Cells(r, 1).Value) = Month(Date) Then
            line = Format(ws.Cells(r, 1).Value, "yyyy-mm-dd") & "," & _
                   CsvField(ws.Cells(r, 2).Value) & "," & _
                   CsvField(ws.Cells(r, 4).Value) & "," & _
                   ws.Cells(r, 5).Value & "," & _
                   ws.Cells(r, 6).Value & "," & _
                   ws.Cells(r, 5).Value * ws.Cells(r, 6).Value
            Print #fileNo, line
        End If
    Next r
    Close #fileNo
    MsgBox "已导出到 " & path, vbInformation
End Sub

Private Function CsvField(ByVal v As Variant) As String
    Dim s As String
    s = CStr(v)
    If InStr(s, ",") > 0 Or InStr(s, """") > 0 Then
        s = """" & Replace(s, """", """""") & """"
    End If
    CsvField = s
End Function
