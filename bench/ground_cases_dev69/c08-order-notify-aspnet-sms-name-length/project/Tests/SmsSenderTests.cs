using OrderNotify.Models;
using OrderNotify.Services;
using Xunit;

namespace OrderNotify.Tests;

public class SmsSenderTests
{
    private static Order Sample(string name = "王小明") => new()
    {
        OrderNo = "YX20251120000123",
        ReceiverName = name,
        ReceiverPhone = "13800138000",
        Address = "上海市徐汇区漕溪北路 88 号",
        Lines = { new OrderLine("SKU-1", "保温杯", 2, 59.9m) },
        ShippingFee = 0m,
    };

    [Fact]
    public void BuildsAllTemplateParams()
    {
        var p = SmsSender.BuildTemplateParams(Sample());
        Assert.Equal("王小明", p["name"]);
        Assert.Equal("YX20251120000123", p["orderNo"]);
        Assert.Equal("119.80", p["amount"]);
    }
}
