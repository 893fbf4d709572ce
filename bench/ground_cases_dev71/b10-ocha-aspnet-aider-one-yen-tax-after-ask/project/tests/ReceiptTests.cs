using ShopReceipts.Receipts;
using Xunit;

public class ReceiptTests
{
    private static Order Sample() => new DemoOrderReader().Find("M-1001")!;

    [Fact]
    public void TotalIncludesShipping()
    {
        var receipt = new ReceiptBuilder().Build(Sample(), "株式会社テスト");
        Assert.Equal(4850, receipt.Total);
    }

    [Fact]
    public void UsesGivenAddressee()
    {
        var receipt = new ReceiptBuilder().Build(Sample(), "株式会社テスト");
        Assert.Contains("株式会社テスト 様", receipt.ToPlainText());
    }

    [Fact]
    public void ReducedRateForTea()
    {
        Assert.Equal(8, TaxBreakdown.RateOf(TaxCategory.Reduced));
    }
}
