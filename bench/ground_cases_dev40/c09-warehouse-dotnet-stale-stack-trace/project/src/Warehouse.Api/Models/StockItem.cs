using System.ComponentModel.DataAnnotations;

namespace Warehouse.Api.Models;

public class StockItem
{
    public int Id { get; set; }

    [MaxLength(32)]
    public required string Sku { get; set; }

    [MaxLength(200)]
    public required string Name { get; set; }

    /// <summary>Units physically in the warehouse.</summary>
    public int OnHand { get; set; }

    /// <summary>Units promised to open orders; never more than OnHand.</summary>
    public int Reserved { get; set; }

    public int Available => OnHand - Reserved;
}

public class StockMovement
{
    public long Id { get; set; }
    public required string Sku { get; set; }
    public int Delta { get; set; }
    public required string Reason { get; set; }
    public DateTime At { get; set; }
}

public class InsufficientStockException(string sku, int requested, int available)
    : Exception($"not enough {sku}: requested {requested}, available {available}")
{
    public string Sku { get; } = sku;
    public int Requested { get; } = requested;
    public int Available { get; } = available;
}
