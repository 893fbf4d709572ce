Imports System.IO

Public NotInheritable Class Logger
    Private Sub New()
    End Sub

    Private Shared ReadOnly LogDir As String = "D:\logs\SeikyuWeb"

    Public Shared Sub Write(ByVal source As String, ByVal ex As Exception)
        Try
            Dim path As String = IO.Path.Combine(LogDir, Date.Today.ToString("yyyyMMdd") & ".log")
            File.AppendAllText(path, String.Format("{0:HH:mm:ss} [{1}] {2}{3}", Date.Now, source, ex.ToString(), Environment.NewLine))
        Catch
            ' ログ出力の失敗で画面を落とさない
        End Try
    End Sub
End Class
