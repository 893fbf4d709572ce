Imports System.Data
Imports System.Data.SqlClient
Imports System.Configuration

' 老的数据访问帮助类，2011 年从 VB6 版本搬过来的
Public Class DbHelper

    Private Shared ReadOnly Property ConnStr() As String
        Get
            Return ConfigurationManager.ConnectionStrings("ErpDb").ConnectionString
        End Get
    End Property

    Public Shared Function GetTable(ByVal sql As String, ByVal ParamArray ps() As SqlParameter) As DataTable
        Dim dt As New DataTable()
        Using conn As New SqlConnection(ConnStr)
            Using cmd As New SqlCommand(sql, conn)
                cmd.CommandTimeout = 60
                If ps IsNot Nothing Then cmd.Parameters.AddRange(ps)
                Using da As New SqlDataAdapter(cmd)
                    da.Fill(dt)
                End Using
            End Using
        End Using
        Return dt
    End Function

    Public Shared Function ExecScalar(ByVal sql As String, ByVal ParamArray ps() As SqlParameter) As Object
        Using conn As New SqlConnection(ConnStr)
            Using cmd As New SqlCommand(sql, conn)
                If ps IsNot Nothing Then cmd.Parameters.AddRange(ps)
                conn.Open()
                Return cmd.ExecuteScalar()
            End Using
        End Using
    End Function

    Public Shared Function P(ByVal name As String, ByVal value As Object) As SqlParameter
        If value Is Nothing Then value = DBNull.Value
        Return New SqlParameter(name, value)
    End Function

End Class
