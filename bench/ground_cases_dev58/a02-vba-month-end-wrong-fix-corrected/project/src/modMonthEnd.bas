Attribute VB_Name = "modMonthEnd"
Option Explicit

' Month-end sales report for the shop.
' Reads the "Data" sheet (filled by ImportTillExport) and writes the "Report" sheet.
' Pat Kearney 2021, changed for the new till in 2023.

' Called by scripts/run_month_end.vbs from Task Scheduler on the 1st of the month.
Public Sub AutoRunMonthEnd()
    Dim d As Date
    d = PrevMonthStart(Date)
    With ThisWorkbook.Worksheets("Report")
        .Range("B2").Value = Month(d)
        .Range("B3").Value = Year(d)
    End With
    Application.DisplayAlerts = False
    BuildMonthlyReport
    ThisWorkbook.Save
End Sub

Public Sub BuildMonthlyReport()
    Dim wsData As Worksheet, wsRep As Worksheet
    Dim lastRow As Long, r As Long
    Dim rptMonth As Integer, rptYear As Integer
    Dim saleDate As Date
    Dim amt As Double, total As Double, vatTotal As Double
    Dim cat As String
    Dim byCat As Object

    Set wsData = ThisWorkbook.Worksheets("Data")
    Set wsRep = ThisWorkbook.Worksheets("Report")
    rptMonth = wsRep.Range("B2").Value
    rptYear = wsRep.Range("B3").Value
    Set byCat = CreateObject("Scripting.Dictionary")

    lastRow = LastUsedRow(wsData, 1)
    For r = 2 To lastRow
        saleDate = ToDate(wsData.Cells(r, 1).Value)
        If Month(saleDate) = rptMonth And Year(saleDate) = rptYear Then
            amt = ToAmount(wsData.Cells(r, 5).Value)
            cat = Trim$(wsData.Cells(r, 3).Value)
            total = total + amt
            vatTotal = vatTotal + ToAmount(wsData.Cells(r, 6).Value)
            If byCat.Exists(cat) Then
                byCat(cat) = byCat(cat) + amt
            Else
                byCat.Add cat, amt
            End If
        End If
    Next r

    WriteReport wsRep, byCat, total, vatTotal
    MsgBox "Report for " & MonthName(rptMonth) & " " & rptYear & " done." & vbCrLf & _
           "Total: " & Format(total, "#,##0.00"), vbInformation
End Sub

Private Sub WriteReport(ws As Worksheet, byCat As Object, total As Double, vatTotal As Double)
    Dim k As Variant, r As Long
    ws.Range("A6:C200").ClearContents
    r = 6
    For Each k In byCat.Keys
        ws.Cells(r, 1).Value = k
        ws.Cells(r, 2).Value = byCat(k)
        If total <> 0 Then ws.Cells(r, 3).Value = byCat(k) / total
        r = r + 1
    Next k
    ws.Cells(r + 1, 1).Value = "TOTAL"
    ws.Cells(r + 1, 2).Value = total
    ws.Cells(r + 2, 1).Value = "of which VAT"
    ws.Cells(r + 2, 2).Value = vatTotal
    ws.Range("B6:B" & r + 2).NumberFormat = "#,##0.00"
    ws.Range("C6:C" & r).NumberFormat = "0.0%"
End Sub
