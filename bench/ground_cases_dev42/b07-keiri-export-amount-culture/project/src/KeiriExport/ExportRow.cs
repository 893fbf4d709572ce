namespace KeiriExport;

/// <summary>One journal line (仕訳 1 行) for the accounting import.</summary>
public sealed record ExportRow(
    DateOnly Date,
    string DebitAccount,
    string CreditAccount,
    string Department,
    decimal Amount,
    int TaxRatePercent,
    string Memo)
{
    /// <summary>Column order is fixed by the importer (仕訳インポート形式 v3).</summary>
    public string[] ToCsvFields() => new[]
    {
        Date.ToString("yyyyMMdd"),
        DebitAccount,
        CreditAccount,
        Department,
        Amount.ToString("0.00"),
        TaxRatePercent.ToString(),
        TaxCategory(TaxRatePercent),
        Memo,
    };

    private static string TaxCategory(int rate) => rate switch
    {
        10 => "課税売上10%",
        8 => "課税売上8%(軽)",
        0 => "対象外",
        _ => throw new ArgumentOutOfRangeException(nameof(rate), rate, "unknown tax rate"),
    };

    /// <summary>Cash sales: debit 現金 (cash), credit 売上高 (sales), per store and tax rate.</summary>
    public static ExportRow FromSale(SaleRecord sale) => new(
        sale.Day,
        DebitAccount: "111",
        CreditAccount: "511",
        Department: sale.StoreCode,
        Amount: sale.Total,
        TaxRatePercent: sale.TaxRatePercent,
        Memo: $"{sale.StoreName} {sale.Day.ToString("MMMM")} {sale.Day.Day}");
}
