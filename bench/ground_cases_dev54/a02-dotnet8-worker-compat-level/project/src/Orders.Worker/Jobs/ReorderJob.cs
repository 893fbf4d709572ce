using Contoso.Orders.Data;
using Contoso.Orders.Data.Entities;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Options;

namespace Contoso.Orders.Worker.Jobs;

public sealed class ReorderOptions
{
    public TimeSpan RunAt { get; set; } = new(2, 15, 0);
    public int[] WarehouseIds { get; set; } = Array.Empty<int>();
}

/// <summary>Nightly: raises purchase suggestions for stock below its reorder point.</summary>
public sealed class ReorderJob : BackgroundService
{
    private readonly IServiceScopeFactory _scopes;
    private readonly IOptionsMonitor<ReorderOptions> _options;
    private readonly ILogger<ReorderJob> _log;

    public ReorderJob(IServiceScopeFactory scopes, IOptionsMonitor<ReorderOptions> options, ILogger<ReorderJob> log)
    {
        _scopes = scopes;
        _options = options;
        _log = log;
    }

    protected override async Task ExecuteAsync(CancellationToken stoppingToken)
    {
        while (!stoppingToken.IsCancellationRequested)
        {
            await Task.Delay(UntilNextRun(DateTime.Now, _options.CurrentValue.RunAt), stoppingToken);
            await RunOnceAsync(stoppingToken);
        }
    }

    private async Task RunOnceAsync(CancellationToken ct)
    {
        var warehouses = _options.CurrentValue.WarehouseIds;
        var started = DateTime.Now;
        _log.LogInformation("Reorder run started for {Count} warehouses: {Warehouses}",
            warehouses.Length, string.Join(",", warehouses));
        using var scope = _scopes.CreateScope();
        var db = scope.ServiceProvider.GetRequiredService<OrdersDbContext>();

        var low = await db.StockLevels
            .AsNoTracking()
            .Where(s => warehouses.Contains(s.WarehouseId) && s.OnHand < s.ReorderPoint)
            .OrderBy(s => s.WarehouseId).ThenBy(s => s.Sku)
            .ToListAsync(ct);

        foreach (var s in low)
        {
            _log.LogInformation("Reorder {Sku} in warehouse {Warehouse}: {Qty}", s.Sku, s.WarehouseId, s.ReorderQuantity);
        }

        _log.LogInformation("Reorder run finished: {Lines} low-stock lines in {Count} warehouses ({Elapsed} s)",
            low.Count, warehouses.Length, (int)(DateTime.Now - started).TotalSeconds);
    }

    internal static TimeSpan UntilNextRun(DateTime now, TimeSpan runAt)
    {
        var next = now.Date + runAt;
        if (next <= now)
        {
            next = next.AddDays(1);
        }
        return next - now;
    }
}
