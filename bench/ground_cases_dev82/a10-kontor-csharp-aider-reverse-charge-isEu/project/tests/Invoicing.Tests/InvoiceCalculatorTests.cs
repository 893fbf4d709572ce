using Kontor.Invoicing;
using Xunit;

public class InvoiceCalculatorTests
{
    private static readonly Party Seller = new("Kontor GmbH", "DE", "DE298765432", "Alte Gasse 4", "50667 Köln");

    private static Invoice With(Party customer, params InvoiceLine[] lines) =>
        new("2025-0001", new DateOnly(2025, 11, 3), Seller, customer, lines);

    [Fact]
    public void DomesticCustomerPaysGermanVat()
    {
        var customer = new Party("Bäckerei Lenz", "DE", "DE123456789", "Ring 1", "50672 Köln");
        var totals = InvoiceCalculator.Calculate(With(customer, new InvoiceLine("Consulting", 10, 95m)));
        Assert.Equal(950m, totals.Net);
        Assert.Equal(180.50m, totals.Vat);
        Assert.False(totals.ReverseCharge);
    }

    [Theory]
    [InlineData("NL", 21)]
    [InlineData("nl", 21)]
    [InlineData("AT", 20)]
    public void StandardRates(string country, decimal expected)
    {
        Assert.Equal(expected, Kontor.Invoicing.Vat.VatRates.StandardRate(country));
    }

    [Fact]
    public void PrivateCustomerAbroadPaysGermanVat()
    {
        var customer = new Party("Jan Peeters", "BE", null, "Kerkstraat 9", "2000 Antwerpen");
        var totals = InvoiceCalculator.Calculate(With(customer, new InvoiceLine("Workshop seat", 1, 400m)));
        Assert.Equal(76m, totals.Vat);
    }
}
