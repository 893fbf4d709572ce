Imports System.Data

Partial Class OrderSearch
    Inherits System.Web.UI.Page

    Protected Sub Page_Load(ByVal sender As Object, ByVal e As System.EventArgs) Handles Me.Load
        If Not IsPostBack Then
            txtDateTo.Text = Date.Today.ToString("yyyy-MM-dd")
            BindGrid()
        End If
    End Sub

    Protected Sub btnSearch_Click(ByVal sender As Object, ByVal e As System.EventArgs) Handles btnSearch.Click
        lblMsg.Text = ""
        ' 日期可以不填（不填 = 不限），填了就必须是合法日期
        Dim dFrom As Date? = Nothing
        Dim dTo As Date? = Nothing
        Dim tmp As Date
        If txtDateFrom.Text.Trim() <> "" Then
            If Not Date.TryParse(txtDateFrom.Text.Trim(), tmp) Then
                lblMsg.Text = "开始日期格式不对"
                Return
            End If
            dFrom = tmp
        End If
        If txtDateTo.Text.Trim() <> "" Then
            If Not Date.TryParse(txtDateTo.Text.Trim(), tmp) Then
                lblMsg.Text = "结束日期格式不对"
                Return
            End If
            dTo = tmp
        End If
        If dFrom.HasValue AndAlso dTo.HasValue AndAlso dFrom.Value > dTo.Value Then
            lblMsg.Text = "开始日期不能晚于结束日期"
            Return
        End If
        ViewState("From") = If(dFrom.HasValue, CType(dFrom.Value, Object), Nothing)
        ViewState("To") = If(dTo.HasValue, CType(dTo.Value, Object), Nothing)
        ViewState("Customer") = txtCustomer.Text.Trim()
        gvResult.PageIndex = 0
        BindGrid()
    End Sub

    Protected Sub gvResult_PageIndexChanging(ByVal sender As Object, ByVal e As System.Web.UI.WebControls.GridViewPageEventArgs) Handles gvResult.PageIndexChanging
        gvResult.PageIndex = e.NewPageIndex
        BindGrid()
    End Sub

    Private Sub BindGrid()
        Dim sql As String = "SELECT t.OrderNo, c.CustomerName, t.OrderDate, t.Amount, CASE t.Status WHEN 0 THEN N'新建' WHEN 1 THEN N'已审核' WHEN 2 THEN N'已发货' ELSE N'已关闭' END AS StatusName " & _
                            "FROM Orders t INNER JOIN Customers c ON c.CustomerID = t.CustomerID WHERE 1 = 1"
        Dim ps As New List(Of SqlClient.SqlParameter)
        If ViewState("From") IsNot Nothing Then
            sql &= " AND t.OrderDate >= @From"
            ps.Add(DbHelper.P("@From", ViewState("From")))
        End If
        If ViewState("To") IsNot Nothing Then
            sql &= " AND t.OrderDate < DATEADD(day, 1, @To)"
            ps.Add(DbHelper.P("@To", ViewState("To")))
        End If
        If Not String.IsNullOrEmpty(CStr(ViewState("Customer"))) Then
            sql &= " AND c.CustomerName LIKE @Cust"
            ps.Add(DbHelper.P("@Cust", "%" & CStr(ViewState("Customer")) & "%"))
        End If
        sql &= " ORDER BY t.OrderDate DESC"
        gvResult.DataSource = DbHelper.GetTable(sql, ps.ToArray())
        gvResult.DataBind()
    End Sub

End Class
