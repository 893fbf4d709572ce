using System.Globalization;
using PartnerExport;

// The partner's importer wants "12.50", whatever locale the box has.
CultureInfo.DefaultThreadCurrentCulture = CultureInfo.InvariantCulture;

// Nightly export of one partner's orders as CSV, uploaded to the partner's SFTP.
// Runs as a systemd service on the reporting box (deploy/partner-export.service).

var builder = Host.CreateApplicationBuilder(args);

builder.Services.Configure<ExportOptions>(builder.Configuration.GetSection("Export"));
builder.Services.Configure<SftpOptions>(builder.Configuration.GetSection("Sftp"));

builder.Services.AddSingleton<IOrderSource, SqlOrderSource>();
builder.Services.AddSingleton<OrderExporter>();
builder.Services.AddSingleton<SftpUploader>();
builder.Services.AddSingleton<ExportState>();
builder.Services.AddHostedService<ExportWorker>();

builder.Services.AddSystemd();

var host = builder.Build();

var log = host.Services.GetRequiredService<ILogger<Program>>();

// One-off re-export: `PartnerExport --export-date 2025-11-03` exports and uploads that day, then exits.
if (builder.Configuration["export-date"] is { } onlyDay)
{
    if (!DateOnly.TryParseExact(onlyDay, "yyyy-MM-dd", CultureInfo.InvariantCulture, DateTimeStyles.None, out var day))
    {
        log.LogError("--export-date must look like 2025-11-03, got {Value}", onlyDay);
        return 2;
    }
    var exporter = host.Services.GetRequiredService<OrderExporter>();
    var uploader = host.Services.GetRequiredService<SftpUploader>();
    var path = await exporter.ExportDayAsync(day, CancellationToken.None);
    await uploader.UploadAsync(path, CancellationToken.None);
    log.LogInformation("Re-exported {Day}", day);
    return 0;
}

log.LogInformation("PartnerExport starting, content root {Root}", builder.Environment.ContentRootPath);
await host.RunAsync();
return 0;

namespace PartnerExport
{
    public sealed class ExportOptions
    {
        public string PartnerId { get; set; } = "";
        public string TimeZone { get; set; } = "Europe/Berlin";
        public string OutputDir { get; set; } = "/var/lib/partner-export/out";
        public TimeOnly RunAt { get; set; } = new(2, 0);
        public int CatchUpDays { get; set; } = 7;
        public string ConnectionString { get; set; } = "";
    }

    public sealed class SftpOptions
    {
        public string Host { get; set; } = "";
        public int Port { get; set; } = 22;
        public string User { get; set; } = "";
        public string KeyPath { get; set; } = "";
        public string RemoteDir { get; set; } = "/inbound";
    }
}
