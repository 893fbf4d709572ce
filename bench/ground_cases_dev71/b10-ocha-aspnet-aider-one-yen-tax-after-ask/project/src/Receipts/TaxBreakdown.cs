namespace ShopReceipts.Receipts;

/// <summary>税率ごとの対象額と消費税額（インボイス用）。</summary>
public sealed record TaxBreakdownRow(int RatePercent, int TaxableAmount, int Tax);

public static class TaxBreakdown
{
    public static int RateOf(TaxCategory category) => category switch
    {
        TaxCategory.Reduced => 8,
        _ => 10,
    };

    /// <summary>税込金額から税率ごとの内訳を作る。送料は標準税率。</summary>
    public static IReadOnlyList<TaxBreakdownRow> Compute(Order order)
    {
        var taxable = new Dictionary<int, int> { [8] = 0, [10] = 0 };
        var tax = new Dictionary<int, int> { [8] = 0, [10] = 0 };

        foreach (var line in order.Lines)
        {
            var rate = RateOf(line.Category);
            taxable[rate] += line.Amount;
            tax[rate] += line.Amount * rate / (100 + rate);
        }

        taxable[10] += order.ShippingFee;
        tax[10] += order.ShippingFee * 10 / 110;

        return new[] { 10, 8 }
            .Where(r => taxable[r] > 0)
            .Select(r => new TaxBreakdownRow(r, taxable[r], tax[r]))
            .ToList();
    }
}
