Attribute VB_Name = "modExport"
Option Explicit

Private Const EXPORT_DIR As String = "C:\Users\m-tanaka\Desktop\月次\"

' 集計シートを PDF にして保存する（部長提出用）
Public Sub ExportSummaryPdf()
    Dim ws As Worksheet
    Dim fileName As String

    Set ws = ThisWorkbook.Worksheets("集計")
    fileName = EXPORT_DIR & "売上集計_" & Format(Date, "yyyymmdd") & ".pdf"

    If Dir(EXPORT_DIR, vbDirectory) = "" Then
        MkDir EXPORT_DIR
    End If

    ws.ExportAsFixedFormat Type:=xlTypePDF, Filename:=fileName, _
        Quality:=xlQualityStandard, IncludeDocProperties:=True, _
        IgnorePrintAreas:=False, OpenAfterPublish:=False

    MsgBox "PDF を保存しました: " & fileName, vbInformation
End Sub

' 集計済みのブックを別名で保存する（バックアップ用）
Public Sub SaveCopy()
    Dim fileName As String
    fileName = EXPORT_DIR & "売上集計_" & Format(Now, "yyyymmdd_hhnn") & ".xlsm"
    Application.DisplayAlerts = False
    ThisWorkbook.SaveCopyAs fileName
    Application.DisplayAlerts = True
End Sub

' 前月分の PDF があるか確認する
Public Function HasPdfFor(ByVal d As Date) As Boolean
    HasPdfFor = (Dir(EXPORT_DIR & "売上集計_" & Format(d, "yyyymm") & "*.pdf") <> "")
End Function
