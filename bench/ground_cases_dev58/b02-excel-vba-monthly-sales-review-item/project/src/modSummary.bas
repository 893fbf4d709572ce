Attribute VB_Name = "modSummary"
Option Explicit

Public Invoices As Collection

' 取込フォルダの CSV を読み込んで Invoices に入れる
Public Sub ImportCsv(ByVal y As Integer, ByVal m As Integer)
    Dim path As String, lineText As String
    Dim f As Integer, cols As Variant
    Dim inv As clsInvoice

    Set Invoices = New Collection
    path = ThisWorkbook.Path & "\取込\売上明細_" & Format(y, "0000") & Format(m, "00") & ".csv"
    If Dir(path) = "" Then
        MsgBox "CSV が見つかりません: " & path, vbExclamation
        End
    End If

    f = FreeFile
    Open path For Input As #f
    Line Input #f, lineText   ' 見出し行
    On Error Resume Next
    Do While Not EOF(f)
        Line Input #f, lineText
        cols = Split(lineText, ",")
        Set inv = New clsInvoice
        inv.Load cols
        Invoices.Add inv
    Loop
    On Error GoTo 0
    Close #f
End Sub

' 対象月の請求を担当者別・得意先別に合計する
Public Sub AggregateMonth(ByVal y As Integer, ByVal m As Integer)
    Dim startDate As Date, endDate As Date
    Dim inv As clsInvoice
    Dim total As Long

    startDate = DateSerial(y, m, 1)
    endDate = DateSerial(y, m + 1, 1)   ' 翌月1日（この日は含まない）

    ClearTotals
    For Each inv In Invoices
        If inv.InvoiceDate >= startDate And inv.InvoiceDate < endDate Then
            AddToTotal "担当者", inv.SalesRep, inv.Amount
            AddToTotal "得意先", inv.Customer, inv.Amount
            total = total + inv.Amount
        End If
    Next inv
    GrandTotal = total
End Sub

' 集計シートに書き出す
Public Sub WriteSummarySheet(ByVal y As Integer, ByVal m As Integer)
    Dim ws As Worksheet
    Set ws = ThisWorkbook.Worksheets("集計")
    ws.Range("A2:D500").ClearContents
    ws.Range("A1").Value = Format(DateSerial(y, m, 1), "yyyy年m月") & " 売上集計"
    WriteTotals ws, 3
    ws.Range("F1").Value = "合計"
    ws.Range("G1").Value = GrandTotal
End Sub
