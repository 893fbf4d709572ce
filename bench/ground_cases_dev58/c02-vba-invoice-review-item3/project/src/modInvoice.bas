Attribute VB_Name = "modInvoice"
Option Explicit

' 从「订单」表生成发票明细, 放在「发票」表里打印
Private Const ORDER_SHEET As String = "订单"
Private Const INVOICE_SHEET As String = "发票"
Private Const TAX_RATE As Double = 0.13

Public Function NewInvoiceNo(ByVal seq As Long) As String
    NewInvoiceNo = "FP" & Format(Date, "yyyymmdd") & "-" & Format(seq, "000")
End Function

' 当天的下一个流水号, 存在隐藏的「设置」表里 (B1 = 日期, B2 = 当天已用到的号)
Private Function NextInvoiceSeq() As Long
    Dim ws As Worksheet
    If Not SheetExists("设置") Then
        Set ws = ThisWorkbook.Worksheets.Add(After:=ThisWorkbook.Worksheets(ThisWorkbook.Worksheets.Count))
        ws.Name = "设置"
        ws.Visible = xlSheetHidden
    End If
    Set ws = ThisWorkbook.Worksheets("设置")
    If ws.Range("B1").Value <> Date Then
        ws.Range("B1").Value = Date
        ws.Range("B2").Value = 0
    End If
    ws.Range("B2").Value = ws.Range("B2").Value + 1
    NextInvoiceSeq = ws.Range("B2").Value
End Function

Public Sub GenerateInvoices()
    Dim wsOrder As Worksheet, wsInv As Worksheet
    Dim lastRow As Long, r As Long, outRow As Long, seq As Long
    Dim customer As String, prevCustomer As String
    Dim amount As Double

    Set wsOrder = ThisWorkbook.Worksheets(ORDER_SHEET)
    Set wsInv = ThisWorkbook.Worksheets(INVOICE_SHEET)
    wsInv.Range("A2:H1000").ClearContents

    lastRow = Cells(Rows.Count, 1).End(xlUp).Row
    outRow = 2
    seq = 0
    For r = 2 To lastRow
        customer = Trim(wsOrder.Cells(r, 2).Value)
        If customer = "" Then GoTo NextRow
        If customer <> prevCustomer Then
            seq = NextInvoiceSeq()
            prevCustomer = customer
        End If
        amount = wsOrder.Cells(r, 5).Value * wsOrder.Cells(r, 6).Value
        wsInv.Cells(outRow, 1).Value = NewInvoiceNo(seq)
        wsInv.Cells(outRow, 2).Value = customer
        wsInv.Cells(outRow, 3).Value = Format(wsOrder.Cells(r, 1).Value, "yyyy年m月d日")
        wsInv.Cells(outRow, 4).Value = wsOrder.Cells(r, 4).Value
        wsInv.Cells(outRow, 5).Value = amount
        wsInv.Cells(outRow, 6).Value = Round(amount * TAX_RATE, 2)
        wsInv.Cells(outRow, 7).Value = Round(amount * (1 + TAX_RATE), 2)
        outRow = outRow + 1
NextRow:
    Next r
    MsgBox "已生成 " & seq & " 张发票, 共 " & (outRow - 2) & " 行", vbInformation
End Sub

Public Sub PrintInvoices()
    Dim wsInv As Worksheet, lastRow As Long
    Set wsInv = ThisWorkbook.Worksheets(INVOICE_SHEET)
    lastRow = wsInv.Cells(wsInv.Rows.Count, 1).End(xlUp).Row
    If lastRow < 2 Then
        MsgBox "没有可打印的发票", vbExclamation
        Exit Sub
    End If
    wsInv.PageSetup.PrintArea = "$A$1:$G$" & lastRow
    wsInv.PrintOut Copies:=1, Preview:=True
End Sub
