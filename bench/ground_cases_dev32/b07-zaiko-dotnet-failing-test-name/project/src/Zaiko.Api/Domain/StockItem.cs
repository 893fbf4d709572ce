namespace Zaiko.Api.Domain;

public class StockItem
{
    public int Id { get; set; }

    public required string Sku { get; set; }

    public required string Name { get; set; }

    public int Quantity { get; set; }

    public DateTimeOffset UpdatedAt { get; set; }

    public uint Version { get; set; }
}
