using System.Globalization;
using System.Text;
using Microsoft.Extensions.Options;

namespace PartnerExport;

/// <summary>Builds the partner's CSV for one calendar day in the partner's time zone.</summary>
public sealed class OrderExporter
{
    private const string Header = "order_id;created_at;sku;quantity;unit_price;total;currency";

    private readonly IOrderSource _orders;
    private readonly ExportOptions _options;
    private readonly TimeZoneInfo _tz;
    private readonly ILogger<OrderExporter> _log;

    public OrderExporter(IOrderSource orders, IOptions<ExportOptions> options, ILogger<OrderExporter> log)
    {
        _orders = orders;
        _options = options.Value;
        _tz = TimeZoneInfo.FindSystemTimeZoneById(_options.TimeZone);
        _log = log;
    }

    /// <summary>Writes the CSV for <paramref name="day"/> and returns its local path.</summary>
    public async Task<string> ExportDayAsync(DateOnly day, CancellationToken ct)
    {
        var (fromUtc, toUtc) = UtcRange(day);
        var orders = await _orders.GetOrdersAsync(_options.PartnerId, fromUtc, toUtc, ct);

        var sb = new StringBuilder();
        sb.AppendLine(Header);
        foreach (var row in orders)
        {
            sb.AppendLine(FormatLine(row));
        }

        Directory.CreateDirectory(_options.OutputDir);
        var path = Path.Combine(_options.OutputDir, FileName(day));
        await File.WriteAllTextAsync(path, sb.ToString(), new UTF8Encoding(false), ct);
        _log.LogInformation("Exported {Count} lines for {Day} to {Path}", orders.Count, day, path);
        return path;
    }

    internal string FileName(DateOnly day) => $"orders_{_options.PartnerId}_{day:yyyyMMdd}.csv";

    /// <summary>Start (inclusive) and end (exclusive) of a partner calendar day, in UTC like orders.created_at.</summary>
    internal (DateTime FromUtc, DateTime ToUtc) UtcRange(DateOnly day)
    {
        var start = day.ToDateTime(TimeOnly.MinValue, DateTimeKind.Unspecified);
        var end = day.AddDays(1).ToDateTime(TimeOnly.MinValue, DateTimeKind.Unspecified);
        return (start, end);
    }

    internal string FormatLine(OrderRow row)
    {
        var created = TimeZoneInfo.ConvertTimeFromUtc(DateTime.SpecifyKind(row.CreatedAtUtc, DateTimeKind.Utc), _tz);
        return string.Join(';',
            row.OrderId,
            created.ToString("yyyy-MM-dd HH:mm:ss"),
            row.Sku,
            row.Quantity,
            row.UnitPrice.ToString("F2", CultureInfo.InvariantCulture),
            (row.UnitPrice * row.Quantity).ToString("F2", CultureInfo.InvariantCulture),
            row.Currency);
    }
}
