using ErpSync.Data;
using ErpSync.Erp;
using ErpSync.Parsing;
using Hangfire;

namespace ErpSync.Jobs;

public sealed class InvoiceSyncJob(ErpClient erp, InvoiceRepository repo, ILogger<InvoiceSyncJob> log)
{
    [DisableConcurrentExecution(timeoutInSeconds: 600)]
    [AutomaticRetry(Attempts = 2)]
    public async Task RunAsync(CancellationToken ct)
    {
        var since = await repo.LastSyncAsync(ct);
        var invoices = await erp.ChangedInvoicesAsync(since, ct);
        var rows = invoices.Select(ToRow).ToList();
        await repo.SaveAsync(rows, ct);
        log.LogInformation("ERP invoice sync: {Count} invoices since {Since:o}", rows.Count, since);
    }

    internal static InvoiceRow ToRow(ErpInvoice i) => new(
        i.Id,
        i.Number,
        i.CustomerNo,
        i.Currency.ToUpperInvariant(),
        AmountParser.Parse(i.NetAmount),
        AmountParser.ParseOrZero(i.TaxAmount),
        DateParser.Parse(i.InvoiceDate),
        i.Status);
}
