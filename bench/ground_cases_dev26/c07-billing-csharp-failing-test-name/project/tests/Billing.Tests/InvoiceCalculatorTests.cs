using Billing.Core.Model;
using Billing.Core.Pricing;
using Microsoft.Extensions.Options;
using Xunit;

namespace Billing.Tests;

public class InvoiceCalculatorTests
{
    private static InvoiceCalculator Calc(decimal? vat = 0.13m, decimal? minimum = null) =>
        new(Options.Create(new BillingOptions { VatRate = vat, MinimumCharge = minimum }));

    private static UsageLine Line(decimal qty, decimal price) => new("api-calls", qty, price);

    [Fact]
    public void Subtotal_SumsLines()
    {
        var t = Calc().Calculate(new[] { Line(2, 10m), Line(1, 5.5m) }, null);
        Assert.Equal(25.50m, t.Subtotal);
    }

    [Fact]
    public void Voucher_IsAppliedBeforeVat()
    {
        var t = Calc().Calculate(new[] { Line(1, 200m) }, new Voucher(VoucherKind.Fixed, 100m));
        Assert.Equal(100m, t.Discount);
        Assert.Equal(13.00m, t.Vat);
        Assert.Equal(113.00m, t.Total);
    }

    [Fact]
    public void Voucher_NeverMakesNetNegative()
    {
        var t = Calc().Calculate(new[] { Line(1, 30m) }, new Voucher(VoucherKind.Fixed, 100m));
        Assert.Equal(30m, t.Discount);
        Assert.Equal(0m, t.Total);
    }

    [Fact]
    public void MinimumCharge_RaisesSmallInvoices()
    {
        var t = Calc(vat: 0m, minimum: 50m).Calculate(new[] { Line(1, 20m) }, null);
        Assert.Equal(50m, t.Total);
    }

    [Fact]
    public void MinimumCharge_IgnoresZeroInvoices()
    {
        var t = Calc(vat: 0m, minimum: 50m).Calculate(new[] { Line(1, 30m) }, new Voucher(VoucherKind.Fixed, 30m));
        Assert.Equal(0m, t.Total);
    }

    [Fact]
    public void PercentVoucher_RoundsHalfAwayFromZero()
    {
        var t = Calc().Calculate(new[] { Line(1, 0.25m) }, new Voucher(VoucherKind.Percent, 10m));
        Assert.Equal(0.03m, t.Discount);
    }
}
