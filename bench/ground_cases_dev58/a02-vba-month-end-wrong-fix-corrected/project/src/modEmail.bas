Attribute VB_Name = "modEmail"
Option Explicit

' Sends the Report sheet as a PDF to the owner and the bookkeeper.
' Late bound: works without a reference to the Outlook library (classic Outlook must be installed).

Private Const REPORT_TO As String = "owner@kearneyhardware.ie; accounts@mcgovernbookkeeping.ie"

Public Sub EmailReport()
    Dim olApp As Object
    Dim olMail As Object
    Dim pdfPath As String
    Dim rptMonth As Integer, rptYear As Integer

    rptMonth = ThisWorkbook.Worksheets("Report").Range("B2").Value
    rptYear = ThisWorkbook.Worksheets("Report").Range("B3").Value
    pdfPath = Environ$("TEMP") & "\Sales " & MonthName(rptMonth) & " " & rptYear & ".pdf"

    ThisWorkbook.Worksheets("Report").ExportAsFixedFormat _
        Type:=xlTypePDF, Filename:=pdfPath, Quality:=xlQualityStandard

    Set olApp = CreateObject("Outlook.Application")
    Set olMail = olApp.CreateItem(0) ' 0 = olMailItem
    With olMail
        .To = REPORT_TO
        .Subject = "Sales report " & MonthName(rptMonth) & " " & rptYear
        .Body = "Hi," & vbCrLf & vbCrLf & "Attached is the sales report for " & _
                MonthName(rptMonth) & " " & rptYear & "." & vbCrLf & vbCrLf & "Pat"
        .Attachments.Add pdfPath
        .Display   ' change to .Send once we trust it
    End With

    Set olMail = Nothing
    Set olApp = Nothing
End Sub
