using System.Globalization;
using Microsoft.Extensions.Logging;
using Microsoft.Extensions.Options;

namespace KeiriExport;

/// <summary>Writes one company's journal CSV for one day into the outbox.</summary>
public sealed class ExportJob
{
    private readonly ISalesSource _source;
    private readonly ExportOptions _options;
    private readonly ILogger<ExportJob> _log;

    public ExportJob(ISalesSource source, IOptions<ExportOptions> options, ILogger<ExportJob> log)
    {
        _source = source;
        _options = options.Value;
        _log = log;
    }

    public async Task<int> RunAsync(CompanySettings company, DateOnly day, CancellationToken ct)
    {
        // memo texts (month names) are written in the company's language
        CultureInfo.CurrentCulture = CultureInfo.GetCultureInfo(company.Culture);

        var sales = await _source.GetSalesAsync(company.Code, day, ct);
        if (sales.Count == 0)
        {
            _log.LogWarning("{Company} {Day}: no sales, nothing written", company.Code, day);
            return 0;
        }

        var dir = Path.Combine(_options.OutputDir, company.Code);
        Directory.CreateDirectory(dir);
        var path = Path.Combine(dir, $"journal_{day:yyyyMMdd}.csv");

        using var csv = new CsvWriter(path);
        foreach (var sale in sales)
        {
            csv.WriteRow(ExportRow.FromSale(sale).ToCsvFields());
        }

        _log.LogInformation("{Company} {Day}: {Rows} rows written to {Path}", company.Code, day, csv.Rows,
            System.IO.Path.GetFullPath(csv.Path));
        return csv.Rows;
    }
}
