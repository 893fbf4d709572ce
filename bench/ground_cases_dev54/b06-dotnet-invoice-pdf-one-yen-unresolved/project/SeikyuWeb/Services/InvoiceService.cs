using System.Collections.Generic;
using System.Data;
using System.Data.SqlClient;
using System.Linq;
using Dapper;
using SeikyuWeb.Models;

namespace SeikyuWeb.Services
{
    public class InvoiceService
    {
        private readonly string _connectionString;

        public InvoiceService(string connectionString)
        {
            _connectionString = connectionString;
        }

        /// <summary>画面表示用。明細と税額はストアドで計算済みのものを使う。</summary>
        public InvoiceViewModel Get(string invoiceNo)
        {
            using (var conn = new SqlConnection(_connectionString))
            {
                var header = conn.QuerySingle<InvoiceViewModel>(
                    "SELECT InvoiceNo, CustomerName, IssuedOn FROM dbo.vw_InvoiceHeader WHERE InvoiceNo = @invoiceNo",
                    new { invoiceNo });
                var lines = conn.Query<InvoiceLineViewModel>(
                    "dbo.usp_GetInvoiceLines", new { InvoiceNo = invoiceNo },
                    commandType: CommandType.StoredProcedure).ToList();
                header.Lines = lines;
                header.Subtotal = lines.Sum(l => l.Amount);
                header.Tax = lines.Sum(l => l.Tax);
                header.Total = header.Subtotal + header.Tax;
                return header;
            }
        }

        public IReadOnlyList<string> ListUnsent(int customerId)
        {
            using (var conn = new SqlConnection(_connectionString))
            {
                return conn.Query<string>(
                    "SELECT InvoiceNo FROM dbo.Invoice WHERE CustomerId = @customerId AND SentAt IS NULL",
                    new { customerId }).ToList();
            }
        }
    }
}
