namespace Warehouse.Api.Data;

public sealed class Batch
{
    public int Id { get; set; }

    public required string Sku { get; set; }

    public int Quantity { get; set; }

    public DateOnly ExpiresOn { get; set; }

    public required string Location { get; set; }

    public DateTimeOffset ReceivedAt { get; set; }
}
