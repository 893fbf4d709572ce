using Microsoft.Extensions.Options;
using ShipmentSync.Carrier;
using ShipmentSync.Orders;

namespace ShipmentSync;

public sealed class SyncOptions
{
    public int IntervalMinutes { get; set; } = 15;
}

/// <summary>
/// Every Sync:IntervalMinutes (default 15): read the carrier's tracking events since the last
/// cursor and update the shipment status of our orders.
/// </summary>
public sealed class Worker(
    CarrierClient carrier,
    OrderRepository orders,
    StatusMapper mapper,
    IOptions<SyncOptions> syncOptions,
    ILogger<Worker> logger)
    : BackgroundService
{
    protected override async Task ExecuteAsync(CancellationToken stoppingToken)
    {
        var minutes = Math.Max(1, syncOptions.Value.IntervalMinutes);
        logger.LogInformation("shipment sync every {Minutes} min", minutes);
        using var timer = new PeriodicTimer(TimeSpan.FromMinutes(minutes));
        do
        {
            try
            {
                await SyncOnceAsync(stoppingToken);
            }
            catch (CarrierApiException ex)
            {
                logger.LogError(ex, "shipment sync failed: carrier API {Status}", (int)ex.Status);
            }
            catch (Exception ex) when (ex is not OperationCanceledException)
            {
                logger.LogError(ex, "shipment sync failed");
            }
        }
        while (await timer.WaitForNextTickAsync(stoppingToken));
    }

    public async Task SyncOnceAsync(CancellationToken ct)
    {
        var since = await orders.GetSyncCursorAsync(ct);
        var events = await carrier.GetEventsSinceAsync(since, ct);
        var updated = 0;
        foreach (var e in events.OrderBy(e => e.At))
        {
            var status = mapper.Map(e.Code);
            if (status is null)
            {
                continue;
            }
            updated += await orders.UpdateShipmentStatusAsync(e.TrackingNumber, status.Value, e.At, ct);
        }
        if (events.Count > 0)
        {
            await orders.SetSyncCursorAsync(events.Max(e => e.At), ct);
        }
        logger.LogInformation("shipment sync: {Events} events, {Updated} orders updated", events.Count, updated);
    }
}
