using Payroll.Forms;
using Xunit;

public class WarekiTests
{
    [Fact]
    public void Reiwa6() =>
        Assert.Equal("令和6年4月25日", WarekiFormatter.Long(new DateOnly(2024, 4, 25)));

    [Fact]
    public void ShortForm() =>
        Assert.Equal("R6.04.25", WarekiFormatter.Short(new DateOnly(2024, 4, 25)));

    [Fact]
    public void Heisei() =>
        Assert.Equal("平成30年12月25日", WarekiFormatter.Long(new DateOnly(2018, 12, 25)));

    [Fact]
    public void LastMonthOfHeisei() =>
        Assert.Equal("平成31年4月分", WarekiFormatter.PayMonth(2019, 4));

    [Fact]
    public void FullWidth() =>
        Assert.Equal("令和６年", WarekiFormatter.FullWidthDigits("令和6年"));
}
