Imports System.Data

Partial Class ReturnSearch
    Inherits System.Web.UI.Page

    Protected Sub Page_Load(ByVal sender As Object, ByVal e As System.EventArgs) Handles Me.Load
        If Not IsPostBack Then
            txtDateTo.Text = Date.Today.ToString("yyyy-MM-dd")
            BindGrid()
        End If
    End Sub

    Protected Sub btnSearch_Click(ByVal sender As Object, ByVal e As System.EventArgs) Handles btnSearch.Click
        lblMsg.Text = ""
        Dim dFrom As Date = CDate(txtDateFrom.Text)
        Dim dTo As Date = CDate(txtDateTo.Text)
        If dFrom > dTo Then
            lblMsg.Text = "开始日期不能晚于结束日期"
            Return
        End If
        ViewState("From") = dFrom
        ViewState("To") = dTo
        ViewState("Customer") = txtCustomer.Text.Trim()
        gvResult.PageIndex = 0
        BindGrid()
    End Sub

    Protected Sub gvResult_PageIndexChanging(ByVal sender As Object, ByVal e As System.Web.UI.WebControls.GridViewPageEventArgs) Handles gvResult.PageIndexChanging
        gvResult.PageIndex = e.NewPageIndex
        BindGrid()
    End Sub

    Private Sub BindGrid()
        Dim sql As String = "SELECT t.ReturnNo, c.CustomerName, t.ReturnDate, t.Amount, CASE t.Status WHEN 0 THEN N'待收货' WHEN 1 THEN N'已入库' ELSE N'已退款' END AS StatusName " & _
                            "FROM Returns t INNER JOIN Customers c ON c.CustomerID = t.CustomerID WHERE 1 = 1"
        Dim ps As New List(Of SqlClient.SqlParameter)
        If ViewState("From") IsNot Nothing Then
            sql &= " AND t.ReturnDate >= @From"
            ps.Add(DbHelper.P("@From", ViewState("From")))
        End If
        If ViewState("To") IsNot Nothing Then
            sql &= " AND t.ReturnDate < DATEADD(day, 1, @To)"
            ps.Add(DbHelper.P("@To", ViewState("To")))
        End If
        If Not String.IsNullOrEmpty(CStr(ViewState("Customer"))) Then
            sql &= " AND c.CustomerName LIKE @Cust"
            ps.Add(DbHelper.P("@Cust", "%" & CStr(ViewState("Customer")) & "%"))
        End If
        sql &= " ORDER BY t.ReturnDate DESC"
        gvResult.DataSource = DbHelper.GetTable(sql, ps.ToArray())
        gvResult.DataBind()
    End Sub

End Class
