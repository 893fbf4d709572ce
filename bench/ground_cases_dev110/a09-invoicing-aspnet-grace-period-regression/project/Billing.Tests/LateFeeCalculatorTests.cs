using Billing;
using Microsoft.Extensions.Options;
using Xunit;

public class LateFeeCalculatorTests
{
    private static readonly DateOnly Due = new(2025, 3, 1);

    private static LateFeeCalculator Calc(LateFeeOptions? options = null) =>
        new(Options.Create(options ?? new LateFeeOptions()));

    private static Invoice Inv(decimal amount = 1000m, InvoiceStatus status = InvoiceStatus.Sent) =>
        new(Guid.NewGuid(), "INV-1", "Acme", amount, "EUR", Due.AddDays(-30), Due, status);

    [Fact]
    public void NoFeeOnTheDueDate() =>
        Assert.Equal(0m, Calc().LateFee(Inv(), Due));

    [Fact]
    public void PaidInvoicesAreNeverOverdue() =>
        Assert.Equal(0, Calc().DaysOverdue(Inv(status: InvoiceStatus.Paid), Due.AddDays(10)));

    [Fact]
    public void FeeGrowsPerDay() =>
        Assert.Equal(3.50m, Calc().LateFee(Inv(), Due.AddDays(10)));

    [Fact]
    public void NoFeeOnTheLastGraceDay() =>
        Assert.Equal(0m, Calc().LateFee(Inv(), Due.AddDays(3)));

    [Fact]
    public void FirstDayAfterGraceChargesOneDay() =>
        Assert.Equal(0.50m, Calc().LateFee(Inv(), Due.AddDays(4)));

    [Fact]
    public void FeeIsCapped() =>
        Assert.Equal(50.00m, Calc().LateFee(Inv(), Due.AddDays(400)));
}
