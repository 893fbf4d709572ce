using Billing.Api.Models;
using Billing.Api.Services;
using Xunit;

namespace Billing.Api.Tests;

public class OrderExportServiceTests
{
    [Fact]
    public void BuildCsv_WritesHeader()
    {
        var csv = OrderExportService.BuildCsv([]);

        Assert.Equal("order_id,ordered_at,customer,amount,status" + Environment.NewLine, csv);
    }

    [Fact]
    public void BuildCsv_WritesOneLinePerOrder()
    {
        var orders = new[]
        {
            new Order { Id = 1, CustomerName = "山田商店", Amount = 980m, Status = OrderStatus.Paid },
            new Order { Id = 2, CustomerName = "佐藤工業", Amount = 500m, Status = OrderStatus.Shipped },
        };

        var lines = OrderExportService.BuildCsv(orders)
            .Split(Environment.NewLine, StringSplitOptions.RemoveEmptyEntries);

        Assert.Equal(3, lines.Length);
        Assert.EndsWith(",980,paid", lines[1]);
        Assert.EndsWith(",500,shipped", lines[2]);
    }

    [Theory]
    [InlineData("山田商店", "山田商店")]
    [InlineData("Foo, Inc.", "\"Foo, Inc.\"")]
    [InlineData("say \"hi\"", "\"say \"\"hi\"\"\"")]
    public void Escape_QuotesWhenNeeded(string input, string expected)
    {
        Assert.Equal(expected, OrderExportService.Escape(input));
    }
}
