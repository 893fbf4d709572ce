Attribute VB_Name = "modUtils"
Option Explicit

#If VBA7 Then
Private Declare PtrSafe Function GetUserName Lib "advapi32.dll" Alias "GetUserNameA" _
    (ByVal lpBuffer As String, nSize As Long) As Long
Private Declare PtrSafe Sub Sleep Lib "kernel32" (ByVal dwMilliseconds As Long)
#Else
Private Declare Function GetUserName Lib "advapi32.dll" Alias "GetUserNameA" _
    (ByVal lpBuffer As String, nSize As Long) As Long
Private Declare Sub Sleep Lib "kernel32" (ByVal dwMilliseconds As Long)
#End If

Public Function GetCurrentUser() As String
    Dim buf As String, n As Long
    buf = String(256, vbNullChar)
    n = 255
    If GetUserName(buf, n) <> 0 Then
        GetCurrentUser = Left$(buf, n - 1)
    Else
        GetCurrentUser = Environ("USERNAME")
    End If
End Function

Public Sub Pause(ByVal ms As Long)
    Sleep ms
    DoEvents
End Sub

Public Function SheetExists(ByVal name As String) As Boolean
    Dim ws As Worksheet
    On Error Resume Next
    Set ws = ThisWorkbook.Worksheets(name)
    SheetExists = Not ws Is Nothing
    On Error GoTo 0
End Function

Public Function LastDataRow(ByVal ws As Worksheet, Optional ByVal col As Long = 1) As Long
    LastDataRow = ws.Cells(ws.Rows.Count, col).End(xlUp).Row
End Function
