using Inventory.Api.Data;
using Microsoft.Extensions.Options;

namespace Inventory.Api.Services;

public sealed class StockOptions
{
    public int LowStockThreshold { get; set; } = 5;
}

public record Reservation(string Sku, int Quantity);

public class InsufficientStockException : Exception
{
    public InsufficientStockException(string sku, int requested, int available)
        : base($"SKU {sku}: requested {requested}, available {available}")
    {
        Sku = sku;
    }

    public string Sku { get; }
}

public class StockService
{
    private readonly IStockStore _store;
    private readonly StockOptions _options;
    private readonly ILogger<StockService> _logger;

    public StockService(IStockStore store, IOptions<StockOptions> options, ILogger<StockService> logger)
    {
        _store = store;
        _options = options.Value;
        _logger = logger;
    }

    public int Available(string sku) => _store.GetOnHand(sku) - _store.GetReserved(sku);

    public void Reserve(string sku, int quantity)
    {
        if (quantity <= 0)
        {
            throw new ArgumentOutOfRangeException(nameof(quantity), "quantity must be positive");
        }

        var available = Available(sku);
        if (available < quantity)
        {
            throw new InsufficientStockException(sku, quantity, available);
        }

        _store.AddReserved(sku, quantity);
        if (available - quantity <= _options.LowStockThreshold)
        {
            _logger.LogWarning("Low stock for {Sku}: {Left} left", sku, available - quantity);
        }
    }

    public void ReserveMany(IReadOnlyList<Reservation> items)
    {
        var done = new List<Reservation>(items.Count);
        try
        {
            foreach (var item in items)
            {
                Reserve(item.Sku, item.Quantity);
                done.Add(item);
            }
        }
        catch (InsufficientStockException)
        {
            // roll back what was already reserved, newest first
            for (var i = done.Count - 1; i > 0; i--)
            {
                Release(done[i].Sku, done[i].Quantity);
            }

            throw;
        }
    }

    public void Release(string sku, int quantity)
    {
        if (quantity <= 0)
        {
            throw new ArgumentOutOfRangeException(nameof(quantity), "quantity must be positive");
        }

        _store.AddReserved(sku, -quantity);
    }
}
