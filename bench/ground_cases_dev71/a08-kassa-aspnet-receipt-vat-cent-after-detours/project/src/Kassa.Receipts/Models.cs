namespace Kassa.Receipts;

public sealed record Address(string Name, string Street, string PostalCode, string City, string Country);

public sealed record OrderLine(string Sku, string Title, int Quantity, decimal UnitPriceGross, decimal VatRate)
{
    public decimal Gross => UnitPriceGross * Quantity;
}

public sealed record Order(
    string Number,
    DateTimeOffset PlacedAt,
    IReadOnlyList<OrderLine> Lines,
    decimal ShippingGross,
    Address ShippingAddress,
    Address? BillingAddress);

public sealed class ShopOptions
{
    public string Name { get; set; } = "";
    public string Address { get; set; } = "";
    public string VatId { get; set; } = "";
}

public interface IOrderStore
{
    Task<Order?> FindAsync(string number);
}
