using System.Collections.Concurrent;
using System.Globalization;
using System.Text;

namespace Shop.Reports;

public enum ExportStatus { Queued, Running, Done, Failed }

public sealed class ExportJob
{
    public Guid Id { get; } = Guid.NewGuid();
    public required DateRange Range { get; init; }
    public required string RequestedBy { get; init; }
    public ExportStatus Status { get; set; } = ExportStatus.Queued;
    public string? DownloadUrl { get; set; }
}

public sealed class ExportService
{
    private readonly ConcurrentDictionary<Guid, ExportJob> _jobs = new();
    private readonly ISalesQuery _sales;
    private readonly IBlobStore _blobs;
    private readonly ILogger<ExportService> _log;

    public ExportService(ISalesQuery sales, IBlobStore blobs, ILogger<ExportService> log)
    {
        _sales = sales;
        _blobs = blobs;
        _log = log;
    }

    public ExportJob QueueExport(DateRange range, string requestedBy)
    {
        var job = new ExportJob { Range = range, RequestedBy = requestedBy };
        _jobs[job.Id] = job;
        _ = RunExportAsync(job);
        return job;
    }

    public ExportJob? Find(Guid id) => _jobs.TryGetValue(id, out var job) ? job : null;

    private async Task RunExportAsync(ExportJob job)
    {
        job.Status = ExportStatus.Running;
        var rows = await _sales.ListAsync(job.Range, CancellationToken.None);
        var csv = new StringBuilder("order,placed_at,net,vat,gross\n");
        foreach (var r in rows)
        {
            csv.Append(CultureInfo.InvariantCulture,
                $"{r.OrderNumber},{r.PlacedAtUtc:O},{r.Net:F2},{r.Vat:F2},{r.Gross:F2}\n");
        }
        var name = $"sales_{job.Range.From:yyyyMMdd}_{job.Range.To:yyyyMMdd}_{job.Id:N}.csv";
        job.DownloadUrl = await _blobs.UploadAsync(name, Encoding.UTF8.GetBytes(csv.ToString()));
        job.Status = ExportStatus.Done;
        _log.LogInformation("export {JobId} for {User} done: {Rows} rows", job.Id, job.RequestedBy, rows.Count);
    }
}
