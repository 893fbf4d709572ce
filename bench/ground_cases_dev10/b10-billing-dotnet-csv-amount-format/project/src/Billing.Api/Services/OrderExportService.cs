using System.Text;
using Billing.Api.Data;
using Billing.Api.Models;
using Microsoft.EntityFrameworkCore;

namespace Billing.Api.Services;

/// <summary>
/// 経理向けの注文 CSV を作る。会計ソフトに取り込まれるので列の形式を変えるときは要相談。
/// </summary>
public class OrderExportService
{
    private static readonly string[] Header = ["order_id", "ordered_at", "customer", "amount", "status"];

    private readonly BillingDbContext _db;

    public OrderExportService(BillingDbContext db)
    {
        _db = db;
    }

    public async Task<string> ExportMonthAsync(int year, int month, CancellationToken ct = default)
    {
        var from = new DateTimeOffset(year, month, 1, 0, 0, 0, TimeSpan.FromHours(9));
        var to = from.AddMonths(1);

        var orders = await _db.Orders
            .AsNoTracking()
            .Where(o => o.OrderedAt >= from && o.OrderedAt < to)
            .Where(o => o.Status != OrderStatus.Pending)
            .OrderBy(o => o.OrderedAt)
            .ToListAsync(ct);

        return BuildCsv(orders);
    }

    public static string BuildCsv(IEnumerable<Order> orders)
    {
        var sb = new StringBuilder();
        sb.AppendLine(string.Join(',', Header));

        foreach (var o in orders)
        {
            var fields = new[]
            {
                o.Id.ToString(),
                o.OrderedAt.ToString(),
                Escape(o.CustomerName),
                o.Amount.ToString("N0"),
                o.Status.ToString().ToLowerInvariant(),
            };
            sb.AppendLine(string.Join(',', fields));
        }

        return sb.ToString();
    }

    /// <summary>RFC 4180: カンマ・ダブルクォート・改行を含む値はクォートする。</summary>
    internal static string Escape(string value)
    {
        if (value.IndexOfAny([',', '"', '\r', '\n']) < 0)
        {
            return value;
        }

        return "\"" + value.Replace("\"", "\"\"") + "\"";
    }
}
