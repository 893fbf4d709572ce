namespace Shipping.Api.Shipping;

public enum ShippingSpeed
{
    Standard,
    Express,
}

public sealed record OrderLine(string Sku, int Quantity, decimal UnitPrice, int WeightGrams);

public sealed record Order(
    string Id,
    string CountryCode,
    ShippingSpeed Speed,
    IReadOnlyList<OrderLine> Lines,
    decimal CouponDiscount = 0m)
{
    public decimal Subtotal => Lines.Sum(l => l.UnitPrice * l.Quantity);

    public decimal DiscountedSubtotal => Math.Max(0m, Subtotal - CouponDiscount);

    public bool IsDomestic => CountryCode.Equals("US", StringComparison.OrdinalIgnoreCase);
}

public sealed record ShippingQuote(decimal Price, string Currency, bool FreeShipping, string Reason)
{
    public static ShippingQuote Free(string reason) => new(0m, "USD", true, reason);

    public static ShippingQuote Paid(decimal price, string reason) =>
        new(Math.Round(price, 2, MidpointRounding.AwayFromZero), "USD", false, reason);
}

public interface IOrderStore
{
    Order? Find(string id);
}
