using System.Diagnostics;
using Wms.Api.Data;

namespace Wms.Api.Services;

public record SyncResult(int Updated, int Skipped, List<string> Missing);

/// <summary>从 ERP 拉最新库存，写到 WMS 的 stock 表</summary>
public class ErpSyncService
{
    private readonly ErpClient _erp;
    private readonly StockRepository _repo;
    private readonly ILogger<ErpSyncService> _logger;

    public int MaxSkusPerRequest { get; }

    public ErpSyncService(ErpClient erp, StockRepository repo, IConfiguration config, ILogger<ErpSyncService> logger)
    {
        _erp = erp;
        _repo = repo;
        _logger = logger;
        MaxSkusPerRequest = config.GetValue("StockSync:MaxSkusPerRequest", 500);
    }

    public async Task<SyncResult> SyncAsync(string warehouseCode, IReadOnlyList<string> skuCodes, CancellationToken ct)
    {
        var distinct = skuCodes.Where(s => !string.IsNullOrWhiteSpace(s)).Select(s => s.Trim()).Distinct().ToList();
        var sw = Stopwatch.StartNew();
        var items = await _erp.QueryStockAsync(warehouseCode, distinct, ct);
        _logger.LogInformation("ERP stock query warehouse={Warehouse} skus={Count} returned={Returned} elapsed={ElapsedMs}ms",
            warehouseCode, distinct.Count, items.Count, sw.ElapsedMilliseconds);

        var bySku = items.ToDictionary(i => i.SkuCode);
        var missing = distinct.Where(s => !bySku.ContainsKey(s)).ToList();
        if (missing.Count > 0)
        {
            _logger.LogWarning("ERP 未返回以下 SKU: {Missing}", string.Join(",", missing.Take(20)));
        }

        var updated = 0;
        var skipped = 0;
        foreach (var item in items)
        {
            // ERP 的数据比本地旧就跳过，防止乱序推送把新数据覆盖掉
            var local = await _repo.GetAsync(item.WarehouseCode, item.SkuCode);
            if (local is not null && local.ErpUpdatedAt >= item.UpdatedAt)
            {
                skipped++;
                continue;
            }
            var available = Math.Max(item.Quantity - item.Locked, 0);
            await _repo.UpsertAsync(item.WarehouseCode, item.SkuCode, item.Quantity, available, item.UpdatedAt);
            updated++;
        }

        return new SyncResult(updated, skipped, missing);
    }
}
