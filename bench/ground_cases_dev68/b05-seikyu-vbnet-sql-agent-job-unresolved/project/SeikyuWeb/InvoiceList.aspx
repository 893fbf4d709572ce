<%@ Page Language="vb" AutoEventWireup="false" CodeBehind="InvoiceList.aspx.vb" Inherits="SeikyuWeb.InvoiceList" MasterPageFile="~/Site.Master" %>
<asp:Content ID="Main" ContentPlaceHolderID="MainContent" runat="server">
    <h2>月次請求書一覧</h2>
    <div class="search">
        対象月 <asp:DropDownList ID="ddlMonth" runat="server" />
        得意先 <asp:TextBox ID="txtTokuisaki" runat="server" MaxLength="10" />
        <asp:Button ID="btnSearch" runat="server" Text="検索" />
    </div>
    <asp:Label ID="lblError" runat="server" CssClass="error" Visible="false" />
    <asp:GridView ID="gvInvoices" runat="server" AutoGenerateColumns="false" CssClass="grid">
        <Columns>
            <asp:BoundField DataField="SeikyuNo" HeaderText="請求番号" />
            <asp:BoundField DataField="TokuisakiName" HeaderText="得意先" />
            <asp:BoundField DataField="SeikyuDate" HeaderText="請求日" DataFormatString="{0:yyyy/MM/dd}" />
            <asp:BoundField DataField="Kingaku" HeaderText="金額" DataFormatString="{0:N0}" ItemStyle-HorizontalAlign="Right" />
            <asp:HyperLinkField DataNavigateUrlFields="SeikyuNo" DataNavigateUrlFormatString="InvoicePdf.ashx?no={0}" Text="PDF" />
        </Columns>
    </asp:GridView>
</asp:Content>
