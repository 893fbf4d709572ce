Imports System.Data
Imports System.Data.SqlClient

Public Class InvoiceList
    Inherits System.Web.UI.Page

    Private Const CommandTimeoutSeconds As Integer = 30

    Protected Sub Page_Load(ByVal sender As Object, ByVal e As EventArgs) Handles Me.Load
        If Not IsPostBack Then
            For i As Integer = 0 To 11
                Dim m As Date = Date.Today.AddMonths(-i)
                ddlMonth.Items.Add(New ListItem(m.ToString("yyyy年MM月"), m.ToString("yyyyMM")))
            Next
        End If
    End Sub

    Protected Sub btnSearch_Click(ByVal sender As Object, ByVal e As EventArgs) Handles btnSearch.Click
        lblError.Visible = False
        Try
            gvInvoices.DataSource = LoadInvoices(ddlMonth.SelectedValue, txtTokuisaki.Text.Trim())
            gvInvoices.DataBind()
        Catch ex As SqlException
            Logger.Write("InvoiceList", ex)
            lblError.Text = "検索に失敗しました: " & ex.Message
            lblError.Visible = True
        End Try
    End Sub

    Private Function LoadInvoices(ByVal yyyymm As String, ByVal tokuisakiCd As String) As DataTable
        Using con As New SqlConnection(Db.ConnectionString)
            Using cmd As New SqlCommand("dbo.usp_GetMonthlyInvoices", con)
                cmd.CommandType = CommandType.StoredProcedure
                cmd.CommandTimeout = CommandTimeoutSeconds
                cmd.Parameters.Add("@TargetYm", SqlDbType.Char, 6).Value = yyyymm
                cmd.Parameters.Add("@TokuisakiCd", SqlDbType.VarChar, 10).Value =
                    If(String.IsNullOrEmpty(tokuisakiCd), CObj(DBNull.Value), tokuisakiCd)
                Dim dt As New DataTable()
                Using da As New SqlDataAdapter(cmd)
                    da.Fill(dt)
                End Using
                Return dt
            End Using
        End Using
    End Function
End Class
