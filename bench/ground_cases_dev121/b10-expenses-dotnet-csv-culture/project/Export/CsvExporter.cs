using System.Text;
using Expenses.Models;

namespace Expenses.Export;

public static class CsvExporter
{
    private static readonly string[] Header = ["日付", "科目", "金額", "通貨", "メモ", "申請者"];

    public static string Write(IEnumerable<Expense> expenses)
    {
        var sb = new StringBuilder();
        sb.AppendLine(string.Join(",", Header));
        foreach (var e in expenses)
        {
            var fields = new[]
            {
                e.Date.ToString("yyyy-MM-dd"),
                e.Category.ToString(),
                e.Amount.ToString("0.00"),
                e.Currency,
                Escape(e.Memo ?? ""),
                Escape(e.SubmittedBy),
            };
            sb.AppendLine(string.Join(",", fields));
        }
        return sb.ToString();
    }

    /// <summary>Quotes a field when it holds a comma, a quote or a line break (RFC 4180).</summary>
    public static string Escape(string value)
    {
        if (value.IndexOfAny([',', '"', '\r', '\n']) < 0)
        {
            return value;
        }
        return "\"" + value.Replace("\"", "\"\"") + "\"";
    }
}
