Imports System.Web.SessionState

Public Class Global_asax
    Inherits System.Web.HttpApplication

    Sub Application_Start(ByVal sender As Object, ByVal e As EventArgs)
    End Sub

    Sub Application_Error(ByVal sender As Object, ByVal e As EventArgs)
        Dim ex As Exception = Server.GetLastError()
        If ex IsNot Nothing Then
            System.Diagnostics.EventLog.WriteEntry("CrmWeb", ex.ToString(), Diagnostics.EventLogEntryType.Error)
        End If
    End Sub
End Class
