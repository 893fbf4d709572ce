using System.Globalization;
using Microsoft.Extensions.Options;
using ReportExporter.Data;

namespace ReportExporter.Services;

public sealed class OrderExportService
{
    private static readonly string[] Header = { "订单号", "下单时间", "客户", "金额", "状态" };
    private static readonly CultureInfo Zh = CultureInfo.GetCultureInfo("zh-CN");

    private readonly IOrderRepository _repository;
    private readonly ExportOptions _options;
    private readonly ILogger<OrderExportService> _logger;

    public OrderExportService(IOrderRepository repository, IOptions<ExportOptions> options, ILogger<OrderExportService> logger)
    {
        _repository = repository;
        _options = options.Value;
        _logger = logger;
    }

    public async Task<string> ExportMonthAsync(int year, int month, CancellationToken ct)
    {
        var orders = await _repository.GetOrdersForMonthAsync(year, month, ct);

        var directory = _options.OutputDirectory;
        Directory.CreateDirectory(directory);
        var path = Path.Combine(directory, $"orders_{year}-{month:00}.csv");

        var rows = orders.Select(o => (IReadOnlyList<string>)new[]
        {
            o.OrderNo,
            o.CreatedAt.ToString("yyyy-MM-dd HH:mm:ss", CultureInfo.InvariantCulture),
            o.CustomerName,
            o.Amount.ToString("F2", CultureInfo.InvariantCulture),
            o.Status,
        });
        await CsvWriter.WriteAsync(path, Header, rows, ct);

        _logger.LogInformation("Wrote {Count} orders for {Year}-{Month:00}", orders.Count, year, month);
        return path;
    }
}
