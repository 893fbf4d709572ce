Attribute VB_Name = "modHelpers"
Option Explicit

' Small helpers shared by the other modules.

Public Function LastUsedRow(ws As Worksheet, col As Long) As Long
    LastUsedRow = ws.Cells(ws.Rows.Count, col).End(xlUp).Row
End Function

Public Function SheetExists(name As String) As Boolean
    Dim ws As Worksheet
    On Error Resume Next
    Set ws = ThisWorkbook.Worksheets(name)
    On Error GoTo 0
    SheetExists = Not ws Is Nothing
End Function

' The till writes dates as text, e.g. 05/10/2024.
Public Function ToDate(ByVal v As Variant) As Date
    If IsDate(v) Then
        ToDate = CDate(v)
    Else
        ToDate = DateSerial(1900, 1, 1)
    End If
End Function

' Amounts come as "1234.50" or "1,234.50" or "-3.20" (refunds).
Public Function ToAmount(ByVal v As Variant) As Double
    Dim s As String
    s = Trim$(CStr(v))
    s = Replace(s, "£", "")
    s = Replace(s, ",", "")
    If Len(s) = 0 Then
        ToAmount = 0
    Else
        ToAmount = Val(s)
    End If
End Function

Public Function PrevMonthStart(ByVal d As Date) As Date
    PrevMonthStart = DateSerial(Year(d), Month(d) - 1, 1)
End Function
