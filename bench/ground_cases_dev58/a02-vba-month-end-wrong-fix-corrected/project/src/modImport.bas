Attribute VB_Name = "modImport"
Option Explicit

' Imports the CSV the till (EPOS Now) exports every month into the "Data" sheet.
' Columns in the CSV: Date, Time, Category, Item, Gross, VAT, Payment, Till
' The last line of the export is a TOTALS line, which we skip.

Public Sub ImportTillExport()
    Dim path As Variant
    Dim f As Integer, lineText As String
    Dim fields() As String
    Dim ws As Worksheet
    Dim r As Long, skipped As Long

    path = Application.GetOpenFilename("Till export (*.csv),*.csv", , "Pick the till export")
    If path = False Then Exit Sub

    Set ws = ThisWorkbook.Worksheets("Data")
    ws.Range("A2:H100000").ClearContents
    r = 2
    f = FreeFile
    Open path For Input As #f
    Line Input #f, lineText ' header
    Do While Not EOF(f)
        Line Input #f, lineText
        If Len(Trim$(lineText)) = 0 Then GoTo NextLine
        If UCase$(Left$(lineText, 6)) = "TOTALS" Then GoTo NextLine
        fields = Split(lineText, ",")
        If UBound(fields) < 7 Then
            skipped = skipped + 1
            GoTo NextLine
        End If
        ws.Cells(r, 1).Value = "'" & fields(0)          ' keep the till's date text as it is
        ws.Cells(r, 2).Value = TimeValue(fields(1))
        ws.Cells(r, 3).Value = fields(2)
        ws.Cells(r, 4).Value = fields(3)
        ws.Cells(r, 5).Value = fields(4)
        ws.Cells(r, 6).Value = fields(5)
        ws.Cells(r, 7).Value = fields(6)
        ws.Cells(r, 8).Value = fields(7)
        r = r + 1
NextLine:
    Loop
    Close #f

    ThisWorkbook.Worksheets("Log").Cells(1, 1).End(xlDown).Offset(1, 0).Value = _
        Format(Now, "dd/mm/yyyy hh:nn") & " imported " & (r - 2) & " rows from " & path & _
        IIf(skipped > 0, " (" & skipped & " bad lines skipped)", "")
    MsgBox (r - 2) & " sales imported.", vbInformation
End Sub
