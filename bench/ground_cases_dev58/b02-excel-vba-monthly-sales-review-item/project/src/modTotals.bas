Attribute VB_Name = "modTotals"
Option Explicit

' 担当者別・得意先別の合計を持っておくところ
Private repTotals As Object
Private customerTotals As Object
Public GrandTotal As Long

Public Sub ClearTotals()
    Set repTotals = CreateObject("Scripting.Dictionary")
    Set customerTotals = CreateObject("Scripting.Dictionary")
    GrandTotal = 0
End Sub

Public Sub AddToTotal(ByVal kind As String, ByVal key As String, ByVal amount As Long)
    Dim d As Object
    If kind = "担当者" Then Set d = repTotals Else Set d = customerTotals
    If d.Exists(key) Then
        d(key) = d(key) + amount
    Else
        d.Add key, amount
    End If
End Sub

Public Sub WriteTotals(ByVal ws As Worksheet, ByVal firstRow As Long)
    Dim r As Long, k As Variant
    r = firstRow
    For Each k In repTotals.Keys
        ws.Cells(r, 1).Value = k
        ws.Cells(r, 2).Value = repTotals(k)
        r = r + 1
    Next k
    r = firstRow
    For Each k In customerTotals.Keys
        ws.Cells(r, 3).Value = k
        ws.Cells(r, 4).Value = customerTotals(k)
        r = r + 1
    Next k
End Sub
