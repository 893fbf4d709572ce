using System.Diagnostics;
using System.Globalization;
using System.Text;
using Microsoft.Extensions.Options;
using ReportWorker.Options;

namespace ReportWorker.Services;

public sealed class ReportGenerator
{
    private readonly ReportRepository _repository;
    private readonly WebhookNotifier _notifier;
    private readonly ReportOptions _options;
    private readonly ILogger<ReportGenerator> _logger;
    private readonly SemaphoreSlim _gate;

    public ReportGenerator(ReportRepository repository, WebhookNotifier notifier, IOptions<ReportOptions> options,
        ILogger<ReportGenerator> logger)
    {
        _repository = repository;
        _notifier = notifier;
        _options = options.Value;
        _logger = logger;
        _gate = new SemaphoreSlim(_options.MaxConcurrency, _options.MaxConcurrency);
    }

    public async Task GenerateAsync(Tenant tenant, DateOnly day, CancellationToken ct)
    {
        await _gate.WaitAsync(ct);
        _logger.LogInformation("Generating report for tenant {TenantId} ({Day})", tenant.Id, day);
        var sw = Stopwatch.StartNew();

        var rows = await _repository.GetDailySalesAsync(tenant.Id, day, ct);
        Directory.CreateDirectory(_options.OutputDir);
        var path = Path.Combine(_options.OutputDir, $"{tenant.Id}-{day:yyyyMMdd}.csv");
        await WriteCsvAsync(path, rows, ct);
        await _repository.MarkGeneratedAsync(tenant.Id, day, path, ct);
        await _notifier.NotifyAsync(tenant, day, path, ct);

        _gate.Release();
        _logger.LogInformation("Report for tenant {TenantId} done: {Rows} rows in {Elapsed} ms",
            tenant.Id, rows.Count, sw.ElapsedMilliseconds);
    }

    private static async Task WriteCsvAsync(string path, IReadOnlyList<SalesRow> rows, CancellationToken ct)
    {
        var sb = new StringBuilder();
        sb.AppendLine("sku,product_name,quantity,amount");
        foreach (var r in rows)
        {
            sb.Append(Escape(r.Sku)).Append(',')
              .Append(Escape(r.ProductName)).Append(',')
              .Append(r.Quantity.ToString(CultureInfo.InvariantCulture)).Append(',')
              .AppendLine(r.Amount.ToString("0.00", CultureInfo.InvariantCulture));
        }

        var tmp = path + ".tmp";
        await File.WriteAllTextAsync(tmp, sb.ToString(), new UTF8Encoding(true), ct);
        File.Move(tmp, path, overwrite: true);
    }

    private static string Escape(string value) =>
        value.IndexOfAny(new[] { ',', '"', '\n' }) >= 0 ? "\"" + value.Replace("\"", "\"\"") + "\"" : value;
}
