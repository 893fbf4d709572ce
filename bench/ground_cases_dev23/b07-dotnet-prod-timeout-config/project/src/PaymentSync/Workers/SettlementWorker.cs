using Microsoft.Extensions.Options;
using PaymentSync.Options;
using PaymentSync.Services;

namespace PaymentSync.Workers;

public sealed class SettlementWorker : BackgroundService
{
    private static readonly TimeZoneInfo Jst = TimeZoneInfo.FindSystemTimeZoneById("Asia/Tokyo");

    private readonly PaymentApiClient _api;
    private readonly ILedgerRepository _ledger;
    private readonly SettlementOptions _options;
    private readonly ILogger<SettlementWorker> _logger;

    public SettlementWorker(PaymentApiClient api, ILedgerRepository ledger, IOptions<SettlementOptions> options,
        ILogger<SettlementWorker> logger)
    {
        _api = api;
        _ledger = ledger;
        _options = options.Value;
        _logger = logger;
    }

    protected override async Task ExecuteAsync(CancellationToken stoppingToken)
    {
        while (!stoppingToken.IsCancellationRequested)
        {
            await Task.Delay(DelayUntilNextRun(), stoppingToken);
            var today = DateOnly.FromDateTime(TimeZoneInfo.ConvertTime(DateTime.UtcNow, Jst));
            for (var i = _options.LookbackDays; i >= 1; i--)
            {
                await RunBatchAsync(today.AddDays(-i), stoppingToken);
            }
        }
    }

    private async Task RunBatchAsync(DateOnly date, CancellationToken ct)
    {
        try
        {
            var settlements = await _api.FetchSettlementsAsync(date, ct);
            var written = await _ledger.UpsertSettlementsAsync(settlements, ct);
            _logger.LogInformation("Settlement batch {Date} done: fetched {Fetched}, written {Written}",
                date, settlements.Count, written);
        }
        catch (Exception ex) when (ex is not OperationCanceledException || !ct.IsCancellationRequested)
        {
            _logger.LogError(ex, "Settlement batch {Date} failed", date);
        }
    }

    private TimeSpan DelayUntilNextRun()
    {
        var now = TimeZoneInfo.ConvertTime(DateTimeOffset.UtcNow, Jst);
        var next = new DateTimeOffset(now.Year, now.Month, now.Day, _options.RunAtHourJst, 0, 0, now.Offset);
        if (next <= now)
        {
            next = next.AddDays(1);
        }
        return next - now;
    }
}
