Imports System.Configuration
Imports System.Data
Imports System.Data.SqlClient

Namespace Data

    Public Class CustomerRepository

        Private ReadOnly _connStr As String = ConfigurationManager.ConnectionStrings("Crm").ConnectionString

        Public Function Search(ByVal name As String, ByVal region As String) As DataTable
            Dim sql As String = "SELECT CustomerId, CustomerNo, Name, City, Region, Balance FROM dbo.Customer " &
                                "WHERE (@name = '' OR Name LIKE @name + '%') AND (@region = '' OR Region = @region) " &
                                "ORDER BY Name"
            Using cn As New SqlConnection(_connStr), cmd As New SqlCommand(sql, cn)
                cmd.Parameters.Add("@name", SqlDbType.NVarChar, 100).Value = name
                cmd.Parameters.Add("@region", SqlDbType.Char, 2).Value = region
                Return Fill(cmd)
            End Using
        End Function

        ' Since 4.7 the export reads the reporting view (owned by us, see sql/vw_CustomerExport.sql)
        Public Function GetExportRows(ByVal region As String) As DataTable
            Dim sql As String = "SELECT CustomerNo, Name, Street, Zip, City, Region, VatId, Balance " &
                                "FROM dbo.vw_CustomerExport WHERE (@region = '' OR Region = @region) ORDER BY CustomerNo"
            Using cn As New SqlConnection(_connStr), cmd As New SqlCommand(sql, cn)
                cmd.Parameters.Add("@region", SqlDbType.Char, 2).Value = region
                Return Fill(cmd)
            End Using
        End Function

        Private Shared Function Fill(ByVal cmd As SqlCommand) As DataTable
            Dim table As New DataTable()
            Using da As New SqlDataAdapter(cmd)
                da.Fill(table)
            End Using
            Return table
        End Function

    End Class

End Namespace
