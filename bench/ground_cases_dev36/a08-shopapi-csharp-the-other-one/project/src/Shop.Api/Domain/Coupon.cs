namespace Shop.Api.Domain;

public enum CouponKind
{
    Percent,
    Fixed,
}

public sealed class Coupon
{
    public int Id { get; set; }
    public required string Code { get; set; }
    public CouponKind Kind { get; set; }
    public decimal Value { get; set; }
    public bool Active { get; set; } = true;
    public bool Stackable { get; set; }

    /// <summary>Stored as UTC (timestamptz).</summary>
    public DateTime? ExpiresAt { get; set; }

    public decimal? MinSubtotal { get; set; }
}

public sealed class CartLine
{
    public required string Sku { get; init; }
    public decimal UnitPrice { get; init; }
    public int Quantity { get; init; }
}

public sealed class Cart
{
    public List<CartLine> Lines { get; } = new();
    public List<string> AppliedCoupons { get; } = new();
    public decimal Subtotal => Lines.Sum(l => l.UnitPrice * l.Quantity);
}
