Attribute VB_Name = "modUtil"
Option Explicit

' 経過時間の計測用
#If VBA7 Then
    Private Declare PtrSafe Function GetTickCount Lib "kernel32" () As Long
    Private Declare PtrSafe Sub Sleep Lib "kernel32" (ByVal dwMilliseconds As Long)
#Else
    Private Declare Function GetTickCount Lib "kernel32" () As Long
    Private Declare Sub Sleep Lib "kernel32" (ByVal dwMilliseconds As Long)
#End If

Public Function StartTimer() As Long
    StartTimer = GetTickCount()
End Function

Public Function ElapsedSeconds(ByVal startTick As Long) As Double
    ElapsedSeconds = (GetTickCount() - startTick) / 1000#
End Function

' 基幹システムの CSV 出力が終わるまで待つ（ファイルサイズが変わらなくなるまで）
Public Sub WaitForFile(ByVal path As String, Optional ByVal timeoutSec As Long = 30)
    Dim lastSize As Long, size As Long
    Dim waited As Long
    lastSize = -1
    Do
        If Dir(path) <> "" Then
            size = FileLen(path)
            If size = lastSize And size > 0 Then Exit Sub
            lastSize = size
        End If
        Sleep 500
        waited = waited + 500
    Loop While waited < timeoutSec * 1000
End Sub

' 全角数字やカンマ入りの金額を数値にする
Public Function ToNumber(ByVal s As String) As Double
    s = StrConv(s, vbNarrow)
    s = Replace(s, ",", "")
    s = Replace(s, "\", "")
    If IsNumeric(s) Then ToNumber = CDbl(s) Else ToNumber = 0
End Function
