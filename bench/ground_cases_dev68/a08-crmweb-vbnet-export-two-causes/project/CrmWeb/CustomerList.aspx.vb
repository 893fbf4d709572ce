Imports System.IO
Imports System.Text
Imports System.Web.UI
Imports CrmWeb.Data

Public Class CustomerList
    Inherits System.Web.UI.Page

    Private ReadOnly _repo As New CustomerRepository()

    Protected Sub Page_Load(ByVal sender As Object, ByVal e As EventArgs) Handles Me.Load
        If Not IsPostBack Then
            BindGrid()
        End If
    End Sub

    Protected Sub btnSearch_Click(ByVal sender As Object, ByVal e As EventArgs) Handles btnSearch.Click
        gvCustomers.PageIndex = 0
        BindGrid()
    End Sub

    Protected Sub gvCustomers_PageIndexChanging(ByVal sender As Object, ByVal e As GridViewPageEventArgs) Handles gvCustomers.PageIndexChanging
        gvCustomers.PageIndex = e.NewPageIndex
        BindGrid()
    End Sub

    Private Sub BindGrid()
        gvCustomers.DataSource = _repo.Search(txtName.Text.Trim(), ddlRegion.SelectedValue)
        gvCustomers.DataBind()
    End Sub

    Protected Sub btnExport_Click(ByVal sender As Object, ByVal e As EventArgs) Handles btnExport.Click
        ExportToExcel(_repo.GetExportRows(ddlRegion.SelectedValue))
    End Sub

    ' Excel opens an HTML table saved as .xls; good enough for the sales team since 2008.
    Private Sub ExportToExcel(ByVal rows As DataTable)
        Dim grid As New GridView()
        grid.DataSource = rows
        grid.DataBind()

        Response.Clear()
        Response.Buffer = True
        Dim fileName As String = "Customers_" & DateTime.Today.ToString("yyyy-MM-dd") & ".xls"
        Response.AddHeader("Content-Disposition", "attachment; filename=" & fileName)
        Response.ContentType = "application/vnd.ms-excel"
        Response.ContentEncoding = Encoding.UTF8
        Response.Charset = ""

        Using sw As New StringWriter()
            Using hw As New HtmlTextWriter(sw)
                grid.RenderControl(hw)
                Response.Write(sw.ToString())
            End Using
        End Using
        Response.Flush()
        Context.ApplicationInstance.CompleteRequest()
    End Sub

    Public Overrides Sub VerifyRenderingInServerForm(ByVal control As Control)
        ' required so GridView.RenderControl works outside the form
    End Sub
End Class
