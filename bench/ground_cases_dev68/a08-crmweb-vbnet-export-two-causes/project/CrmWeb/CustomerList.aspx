<%@ Page Language="VB" AutoEventWireup="false" CodeBehind="CustomerList.aspx.vb" Inherits="CrmWeb.CustomerList" MasterPageFile="~/Site.Master" %>

<asp:Content ID="Main" ContentPlaceHolderID="MainContent" runat="server">
    <h2>Customers</h2>
    <asp:Panel ID="pnlFilter" runat="server" DefaultButton="btnSearch">
        Name: <asp:TextBox ID="txtName" runat="server" />
        Region:
        <asp:DropDownList ID="ddlRegion" runat="server">
            <asp:ListItem Value="">(all)</asp:ListItem>
            <asp:ListItem>DE</asp:ListItem>
            <asp:ListItem>AT</asp:ListItem>
            <asp:ListItem>PL</asp:ListItem>
            <asp:ListItem>CZ</asp:ListItem>
        </asp:DropDownList>
        <asp:Button ID="btnSearch" runat="server" Text="Search" />
        <asp:Button ID="btnExport" runat="server" Text="Export to Excel" />
    </asp:Panel>

    <asp:GridView ID="gvCustomers" runat="server" AutoGenerateColumns="False" AllowPaging="True" PageSize="50"
        CssClass="grid" DataKeyNames="CustomerId">
        <Columns>
            <asp:BoundField DataField="CustomerNo" HeaderText="No." />
            <asp:BoundField DataField="Name" HeaderText="Name" />
            <asp:BoundField DataField="City" HeaderText="City" />
            <asp:BoundField DataField="Region" HeaderText="Region" />
            <asp:BoundField DataField="Balance" HeaderText="Balance" DataFormatString="{0:N2}" />
        </Columns>
    </asp:GridView>
</asp:Content>
