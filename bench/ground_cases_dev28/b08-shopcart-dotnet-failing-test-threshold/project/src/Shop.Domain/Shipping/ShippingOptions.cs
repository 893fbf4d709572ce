namespace Shop.Domain.Shipping;

/// <summary>appsettings の "Shipping" セクション。</summary>
public sealed class ShippingOptions
{
    public const string SectionName = "Shipping";

    /// <summary>この金額以上の注文は送料無料。</summary>
    public decimal FreeShippingThreshold { get; set; } = 5000m;
}
