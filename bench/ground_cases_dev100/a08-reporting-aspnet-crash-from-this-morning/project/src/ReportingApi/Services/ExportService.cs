using System.Globalization;
using System.Text;
using Microsoft.Extensions.Options;
using ReportingApi.Data;
using ReportingApi.Options;

namespace ReportingApi.Services;

public sealed record ExportRequest(DateOnly From, DateOnly To, string? Region, char Delimiter = ',');

public sealed class ExportTooLargeException(int rows, int max)
    : Exception($"Export of {rows} rows exceeds the limit of {max}");

public sealed class ExportService(IOrderReader reader, IOptions<ExportOptions> options, ILogger<ExportService> logger)
{
    private static readonly string[] Columns = ["id", "number", "region", "placed_at", "total", "currency"];
    private readonly ExportOptions _options = options.Value;

    public async Task<int> ExportAsync(ExportRequest request, Stream output, CancellationToken ct)
    {
        var total = await reader.CountAsync(request.From, request.To, request.Region, ct);
        if (total > _options.MaxRows)
        {
            throw new ExportTooLargeException(total, _options.MaxRows);
        }

        var zone = TimeZoneInfo.FindSystemTimeZoneById(_options.TimeZone);
        await using var writer = new StreamWriter(output, new UTF8Encoding(false), leaveOpen: true);
        if (_options.IncludeHeader)
        {
            await writer.WriteLineAsync(string.Join(request.Delimiter, Columns));
        }

        var pages = Paging.PageCount(total, _options.BatchSize);
        logger.LogInformation("Exporting {Total} orders in {Pages} batches", total, pages);
        var written = 0;
        foreach (var (offset, limit) in Paging.Batches(total, _options.BatchSize))
        {
            var rows = await reader.ReadAsync(request.From, request.To, request.Region, offset, limit, ct);
            foreach (var row in rows)
            {
                await writer.WriteLineAsync(Format(row, zone, request.Delimiter));
                written++;
            }
        }
        return written;
    }

    private static string Format(OrderRow row, TimeZoneInfo zone, char delimiter)
    {
        var local = TimeZoneInfo.ConvertTime(row.PlacedAt, zone);
        return string.Join(delimiter,
            row.Id.ToString(CultureInfo.InvariantCulture),
            Escape(row.Number, delimiter),
            Escape(row.Region, delimiter),
            local.ToString("yyyy-MM-dd HH:mm:ss", CultureInfo.InvariantCulture),
            row.Total.ToString("0.00", CultureInfo.InvariantCulture),
            row.Currency);
    }

    private static string Escape(string value, char delimiter) =>
        value.IndexOfAny([delimiter, '"', '\n']) >= 0 ? $"\"{value.Replace("\"", "\"\"")}\"" : value;
}
