Attribute VB_Name = "modMain"
Option Explicit

' 「月次集計」ボタンから呼ばれる
Public Sub RunMonthly()
    Dim ym As String
    Dim y As Integer, m As Integer
    Dim t As Long

    ym = InputBox("集計する年月を入力してください（例: 2025/10）", "月次集計", Format(DateAdd("m", -1, Date), "yyyy/mm"))
    If ym = "" Then Exit Sub
    If Not ym Like "####/##" Then
        MsgBox "年月は 2025/10 の形で入力してください。", vbExclamation
        Exit Sub
    End If
    y = CInt(Left(ym, 4))
    m = CInt(Right(ym, 2))

    t = StartTimer()
    Application.ScreenUpdating = False
    Application.Calculation = xlCalculationManual

    ImportCsv y, m
    AggregateMonth y, m
    WriteSummarySheet y, m

    Application.Calculation = xlCalculationAutomatic
    Application.ScreenUpdating = True
    MsgBox ym & " の集計が終わりました（" & Format(ElapsedSeconds(t), "0.0") & " 秒）", vbInformation
End Sub

' タスク スケジューラ（tools\run_monthly.vbs）から呼ばれる。InputBox を出さない
Public Sub RunMonthlyAuto(ByVal ym As String)
    Dim y As Integer, m As Integer
    y = CInt(Left(ym, 4))
    m = CInt(Right(ym, 2))
    Application.ScreenUpdating = False
    ImportCsv y, m
    AggregateMonth y, m
    WriteSummarySheet y, m
    Application.ScreenUpdating = True
End Sub

' 「PDF出力」ボタンから呼ばれる
Public Sub RunExport()
    ExportSummaryPdf
End Sub
