<%@ Page Title="订单查询" Language="VB" MasterPageFile="~/Site.master" AutoEventWireup="false" CodeFile="OrderSearch.aspx.vb" Inherits="OrderSearch" %>

<asp:Content ID="Content1" ContentPlaceHolderID="MainContent" runat="server">
    <h2>订单查询</h2>
    <table class="search">
        <tr>
            <td>开始日期</td>
            <td><asp:TextBox ID="txtDateFrom" runat="server" CssClass="date" /></td>
            <td>结束日期</td>
            <td><asp:TextBox ID="txtDateTo" runat="server" CssClass="date" /></td>
            <td>客户</td>
            <td><asp:TextBox ID="txtCustomer" runat="server" /></td>
            <td><asp:Button ID="btnSearch" runat="server" Text="查询" /></td>
        </tr>
    </table>
    <asp:Label ID="lblMsg" runat="server" ForeColor="Red" />
    <asp:GridView ID="gvResult" runat="server" AutoGenerateColumns="False" AllowPaging="True" PageSize="50"
        CssClass="grid" EmptyDataText="没有数据">
        <Columns>
            <asp:BoundField DataField="OrderNo" HeaderText="单号" />
            <asp:BoundField DataField="CustomerName" HeaderText="客户" />
            <asp:BoundField DataField="OrderDate" HeaderText="日期" DataFormatString="{0:yyyy-MM-dd}" />
            <asp:BoundField DataField="Amount" HeaderText="金额" DataFormatString="{0:N2}" />
            <asp:BoundField DataField="StatusName" HeaderText="状态" />
        </Columns>
    </asp:GridView>
</asp:Content>
