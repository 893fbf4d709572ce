<%@ Page Language="vb" AutoEventWireup="false" CodeBehind="ZandakaList.aspx.vb" Inherits="SeikyuWeb.ZandakaList" MasterPageFile="~/Site.Master" %>
<asp:Content ID="Main" ContentPlaceHolderID="MainContent" runat="server">
    <h2>売掛残高一覧</h2>
    <asp:GridView ID="gvZandaka" runat="server" AutoGenerateColumns="false" CssClass="grid">
        <Columns>
            <asp:BoundField DataField="TokuisakiCd" HeaderText="コード" />
            <asp:BoundField DataField="TokuisakiName" HeaderText="得意先" />
            <asp:BoundField DataField="Zandaka" HeaderText="残高" DataFormatString="{0:N0}" ItemStyle-HorizontalAlign="Right" />
            <asp:BoundField DataField="LastNyukinDate" HeaderText="最終入金日" DataFormatString="{0:yyyy/MM/dd}" />
        </Columns>
    </asp:GridView>
</asp:Content>
