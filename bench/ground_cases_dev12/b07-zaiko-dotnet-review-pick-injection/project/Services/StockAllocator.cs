using ZaikoApi.Data;

namespace ZaikoApi.Services;

public record Allocation(string WarehouseCode, int Quantity);

public record AllocationResult(string ItemCode, IReadOnlyList<Allocation> Allocations, int Shortage);

/// 倉庫の優先順 (warehouses.priority) に引当可能数を順に使う。
public class StockAllocator
{
    private readonly StockRepository _stock;

    public StockAllocator(StockRepository stock)
    {
        _stock = stock;
    }

    public async Task<AllocationResult> AllocateAsync(string itemCode, int quantity)
    {
        var rows = await _stock.FindByItemAsync(itemCode);
        var remaining = quantity;
        var allocations = new List<Allocation>();

        foreach (var row in rows)
        {
            if (remaining == 0)
            {
                break;
            }
            var available = row.OnHand - row.Allocated;
            if (available <= 0)
            {
                continue;
            }
            var take = Math.Min(available, remaining);
            await _stock.AllocateAsync(row.WarehouseCode, itemCode, take);
            allocations.Add(new Allocation(row.WarehouseCode, take));
            remaining -= take;
        }

        return new AllocationResult(itemCode, allocations, remaining);
    }
}
