using Azure.Storage.Blobs;
using Microsoft.Extensions.Logging;
using Npgsql;
using QuestPDF.Infrastructure;
using ReportGen;

QuestPDF.Settings.License = LicenseType.Community;
foreach (var font in new[] { "Inter-Regular.ttf", "Inter-Bold.ttf" })
{
    using var stream = typeof(StatementDocument).Assembly.GetManifestResourceStream($"ReportGen.Fonts.{font}");
    if (stream is not null)
    {
        QuestPDF.Drawing.FontManager.RegisterFont(stream);
    }
}

using var loggerFactory = LoggerFactory.Create(b => b.AddSimpleConsole(o => o.TimestampFormat = "yyyy-MM-dd HH:mm:ss "));
var log = loggerFactory.CreateLogger("ReportGen");

var options = StatementOptions.Parse(args, DateOnly.FromDateTime(DateTime.UtcNow));
log.LogInformation("building statements for {Month} (customer {Customer}, dry run {DryRun})",
    options.Month.ToString("yyyy-MM"), options.CustomerId?.ToString() ?? "all", options.DryRun);

await using var db = new NpgsqlConnection(Environment.GetEnvironmentVariable("BILLING_DB")
    ?? throw new InvalidOperationException("BILLING_DB is not set"));
var container = new BlobContainerClient(Environment.GetEnvironmentVariable("STATEMENTS_STORAGE")
    ?? throw new InvalidOperationException("STATEMENTS_STORAGE is not set"), "statements");

var repo = new StatementRepository(db);
var uploaded = 0;
foreach (var statement in await repo.LoadAsync(options.Month, options.CustomerId))
{
    var pdf = StatementDocument.Render(statement);
    var name = $"{statement.CustomerId}/{options.Month:yyyy-MM}.pdf";
    if (!options.DryRun)
    {
        await container.GetBlobClient(name).UploadAsync(new BinaryData(pdf), overwrite: true);
    }
    uploaded++;
}

log.LogInformation("done: {Count} statements", uploaded);
