namespace Yuntu.Invoicing;

/// <summary>发票明细行。</summary>
public sealed class LineItem
{
    public required string Name { get; init; }

    public string? Spec { get; init; }

    public string Unit { get; init; } = "项";

    public decimal Quantity { get; init; } = 1m;

    /// <summary>不含税单价（元），最多 8 位小数。</summary>
    public decimal UnitPrice { get; init; }

    public decimal TaxRate { get; init; } = 0.06m;

    /// <summary>不含税金额 = 数量 × 单价，四舍五入到分。</summary>
    public decimal NetAmount => Math.Round(Quantity * UnitPrice, 2, MidpointRounding.AwayFromZero);

    public decimal TaxAmount => TaxCalculator.Tax(NetAmount, TaxRate);

    public decimal GrossAmount => NetAmount + TaxAmount;

    /// <summary>税收分类编码（开票系统要求）。</summary>
    public string? TaxCategoryCode { get; init; }

    public bool IsDiscountLine => UnitPrice < 0;

    public override string ToString() => $"{Name} x{Quantity} @ {UnitPrice}";
}
