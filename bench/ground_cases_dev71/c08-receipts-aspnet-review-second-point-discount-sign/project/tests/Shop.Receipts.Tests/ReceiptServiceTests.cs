using System.Globalization;
using Shop.Receipts.Models;
using Shop.Receipts.Services;
using Xunit;

namespace Shop.Receipts.Tests;

public class ReceiptServiceTests
{
    private static Order Sample() => new()
    {
        Number = "SO1",
        Buyer = new Buyer { Name = "测试", TaxId = "91310000MA1K000000" },
        PaidAt = new DateTimeOffset(2025, 12, 1, 10, 0, 0, TimeSpan.FromHours(8)),
        Lines = { new OrderLine { Title = "咖啡豆", Qty = 2, UnitPrice = 68m } },
        Discount = 20m,
    };

    [Fact]
    public void ContainsOrderNumber()
    {
        var text = new ReceiptService().RenderText(Sample());
        Assert.Contains("订单号：SO1", text);
    }

    [Fact]
    public void AmountsUseYuanSignRegardlessOfCulture()
    {
        var saved = CultureInfo.CurrentCulture;
        try
        {
            CultureInfo.CurrentCulture = CultureInfo.GetCultureInfo("en-US");
            var text = new ReceiptService().RenderText(Sample());
            Assert.Contains("¥136.00", text);
            Assert.DoesNotContain("$", text);
        }
        finally
        {
            CultureInfo.CurrentCulture = saved;
        }
    }

    [Fact]
    public void FreeShippingIsShownAsText()
    {
        var text = new ReceiptService().RenderText(Sample());
        Assert.Contains("包邮", text);
    }
}
