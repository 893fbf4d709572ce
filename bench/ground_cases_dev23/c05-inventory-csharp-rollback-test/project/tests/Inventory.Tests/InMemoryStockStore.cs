using Inventory.Api.Data;

namespace Inventory.Tests;

public class InMemoryStockStore : IStockStore
{
    private readonly Dictionary<string, int> _onHand = new();
    private readonly Dictionary<string, int> _reserved = new();

    public void SetOnHand(string sku, int quantity) => _onHand[sku] = quantity;

    public int GetOnHand(string sku) => _onHand.GetValueOrDefault(sku);

    public int GetReserved(string sku) => _reserved.GetValueOrDefault(sku);

    public void AddReserved(string sku, int delta)
    {
        _reserved[sku] = GetReserved(sku) + delta;
        if (_reserved[sku] < 0)
        {
            throw new InvalidOperationException($"reserved for {sku} went negative");
        }
    }
}
