Imports System.Configuration

Public NotInheritable Class Db
    Private Sub New()
    End Sub

    Public Shared ReadOnly Property ConnectionString As String
        Get
            Return ConfigurationManager.ConnectionStrings("Seikyu").ConnectionString
        End Get
    End Property
End Class
