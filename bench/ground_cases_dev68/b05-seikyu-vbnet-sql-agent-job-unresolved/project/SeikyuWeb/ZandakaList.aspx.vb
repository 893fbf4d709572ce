Imports System.Data
Imports System.Data.SqlClient

Public Class ZandakaList
    Inherits System.Web.UI.Page

    Protected Sub Page_Load(ByVal sender As Object, ByVal e As EventArgs) Handles Me.Load
        If IsPostBack Then Return
        Using con As New SqlConnection(Db.ConnectionString)
            Using cmd As New SqlCommand("SELECT TokuisakiCd, TokuisakiName, Zandaka, LastNyukinDate FROM dbo.v_UrikakeZandaka ORDER BY TokuisakiCd", con)
                Dim dt As New DataTable()
                Using da As New SqlDataAdapter(cmd)
                    da.Fill(dt)
                End Using
                gvZandaka.DataSource = dt
                gvZandaka.DataBind()
            End Using
        End Using
    End Sub
End Class
