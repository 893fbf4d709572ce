using KeiriExport;
using Microsoft.Extensions.Configuration;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Hosting;
using Microsoft.Extensions.Logging;

// keiri-export [yyyy-MM-dd] : writes one journal CSV per company for the day (default: yesterday).
var builder = Host.CreateApplicationBuilder(args);
builder.Services.Configure<ExportOptions>(builder.Configuration.GetSection("Export"));
builder.Services.AddSingleton<ISalesSource, SqlSalesSource>();
builder.Services.AddSingleton<ExportJob>();
using var host = builder.Build();

var log = host.Services.GetRequiredService<ILogger<Program>>();
var companies = builder.Configuration.GetSection("Companies").Get<List<CompanySettings>>() ?? new();
var day = args.Length > 0 && DateOnly.TryParseExact(args[0], "yyyy-MM-dd", out var d)
    ? d
    : DateOnly.FromDateTime(DateTime.Today.AddDays(-1));

var job = host.Services.GetRequiredService<ExportJob>();
var failed = 0;
foreach (var company in companies)
{
    try
    {
        await job.RunAsync(company, day, CancellationToken.None);
    }
    catch (Exception ex)
    {
        failed++;
        log.LogError(ex, "{Company}: export for {Day} failed", company.Code, day);
    }
}

return failed == 0 ? 0 : 1;
