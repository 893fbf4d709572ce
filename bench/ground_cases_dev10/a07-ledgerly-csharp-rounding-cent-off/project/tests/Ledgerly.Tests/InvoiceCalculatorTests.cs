using Ledgerly;
using Xunit;

public class InvoiceCalculatorTests
{
    private readonly InvoiceCalculator _calc = new();

    private static Invoice Inv(params InvoiceLine[] lines) =>
        new("INV-TEST", "Test BV", new DateOnly(2025, 10, 1), lines);

    [Fact]
    public void SingleStandardLine()
    {
        var totals = _calc.Calculate(Inv(new InvoiceLine("Consulting", 2m, 100m, VatRate.Standard)));

        Assert.Equal(200.00m, totals.Net);
        Assert.Equal(42.00m, totals.Vat);
        Assert.Equal(242.00m, totals.Gross);
    }

    [Fact]
    public void TotalsAreSumsOfRoundedLines()
    {
        var totals = _calc.Calculate(Inv(
            new InvoiceLine("Coffee beans 1kg", 3m, 18.95m, VatRate.Reduced),
            new InvoiceLine("Grinder", 1m, 149.99m, VatRate.Standard)));

        Assert.Equal(56.85m + 149.99m, totals.Net);
        Assert.Equal(5.12m + 31.50m, totals.Vat);
    }

    [Fact]
    public void FractionalQuantities()
    {
        var line = _calc.CalculateLine(new InvoiceLine("Hours", 1.5m, 86.10m, VatRate.Standard));

        Assert.Equal(129.15m, line.Net);
    }

    [Fact]
    public void ZeroQuantityIsRejected()
    {
        Assert.Throws<ArgumentOutOfRangeException>(() =>
            _calc.CalculateLine(new InvoiceLine("Nothing", 0m, 10m, VatRate.Zero)));
    }
}
