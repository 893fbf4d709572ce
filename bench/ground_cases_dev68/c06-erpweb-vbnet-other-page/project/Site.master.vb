Partial Class SiteMaster
    Inherits System.Web.UI.MasterPage

    Protected Sub Page_Load(ByVal sender As Object, ByVal e As System.EventArgs) Handles Me.Load
        lblCompany.Text = System.Configuration.ConfigurationManager.AppSettings("CompanyName")
    End Sub

End Class
