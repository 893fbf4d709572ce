using Microsoft.Extensions.Options;
using ZaikoSync.Models;

namespace ZaikoSync.Services;

public sealed class StockMerger
{
    private readonly SyncOptions _options;
    private readonly ILogger<StockMerger> _logger;

    public StockMerger(IOptions<SyncOptions> options, ILogger<StockMerger> logger)
    {
        _options = options.Value;
        _logger = logger;
    }

    /// <summary>
    /// 倉庫ごとのスナップショットを SKU 単位にまとめる。
    /// 在庫数は全倉庫の合計、引当可能日（次回入荷日）は主倉庫の値を使う。
    /// </summary>
    public IReadOnlyList<MergedStock> Merge(IReadOnlyList<WarehouseSnapshot> snapshots)
    {
        var result = new List<MergedStock>();
        var updatedAt = snapshots.Max(s => s.FetchedAt);
        var bySku = snapshots
            .SelectMany(s => s.Items.Select(i => (s.WarehouseCode, Item: i)))
            .GroupBy(x => x.Item.Sku);

        foreach (var group in bySku)
        {
            var total = group.Sum(x => x.Item.Quantity);
            var reserved = group.Sum(x => x.Item.Reserved);
            var primary = group.First(x => x.WarehouseCode == _options.PrimaryWarehouse);
            result.Add(new MergedStock(
                Sku: group.Key,
                Available: Math.Max(0, total - reserved),
                NextArrival: primary.Item.NextArrival,
                UpdatedAt: updatedAt));
        }

        _logger.LogInformation(
            "Merged {SkuCount} SKUs from {WarehouseCount} warehouses",
            result.Count, snapshots.Count);
        return result;
    }
}
