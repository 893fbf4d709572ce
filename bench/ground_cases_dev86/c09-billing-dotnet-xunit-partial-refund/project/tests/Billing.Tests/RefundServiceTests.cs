using Billing;
using Billing.Tests.TestDoubles;
using Xunit;

namespace Billing.Tests;

public class RefundServiceTests
{
    private static readonly DateTimeOffset Captured = new(2024, 5, 2, 8, 30, 0, TimeSpan.Zero);

    private static (RefundService Service, Payment Payment, FakeGateway Gateway) Setup(decimal amount = 100m, int daysLater = 1)
    {
        var payment = new Payment { Id = "pay_1", Currency = "CNY", Amount = amount, CapturedAt = Captured };
        var gateway = new FakeGateway();
        var service = new RefundService(new InMemoryPaymentStore(payment), gateway, new FixedClock(Captured.AddDays(daysLater)));
        return (service, payment, gateway);
    }

    [Fact]
    public async Task FullRefund_MarksPaymentRefunded()
    {
        var (service, payment, _) = Setup();

        await service.RefundAsync("pay_1", 100m);

        Assert.Equal(PaymentStatus.Refunded, payment.Status);
    }

    [Fact]
    public async Task Refund_AfterWindow_Throws()
    {
        var (service, _, gateway) = Setup(daysLater: 91);

        await Assert.ThrowsAsync<InvalidOperationException>(() => service.RefundAsync("pay_1", 10m));
        Assert.Empty(gateway.Calls);
    }

    [Fact]
    public async Task PartialRefund_MarksPaymentPartiallyRefunded()
    {
        var (service, payment, _) = Setup();

        await service.RefundAsync("pay_1", 30m);

        Assert.Equal(PaymentStatus.PartiallyRefunded, payment.Status);
        Assert.Equal(30m, payment.RefundedAmount);
    }

    [Fact]
    public async Task TwoPartialRefunds_UpToTheAmount_Succeed()
    {
        var (service, payment, gateway) = Setup();

        await service.RefundAsync("pay_1", 60m);
        await service.RefundAsync("pay_1", 40m);

        Assert.Equal(PaymentStatus.Refunded, payment.Status);
        Assert.Equal(2, gateway.Calls.Count);
    }

    [Fact]
    public async Task SecondPartialRefund_CannotExceedRemaining()
    {
        var (service, payment, gateway) = Setup();
        await service.RefundAsync("pay_1", 60m);

        await Assert.ThrowsAsync<InvalidOperationException>(() => service.RefundAsync("pay_1", 60m));
        Assert.Single(gateway.Calls);
        Assert.Equal(60m, payment.RefundedAmount);
    }

    [Fact]
    public async Task GatewayFailure_DoesNotRecordRefund()
    {
        var (service, payment, gateway) = Setup();
        gateway.FailNextWith = "card_expired";

        await Assert.ThrowsAsync<RefundFailedException>(() => service.RefundAsync("pay_1", 30m));
        Assert.Equal(0m, payment.RefundedAmount);
        Assert.Equal(PaymentStatus.Captured, payment.Status);
    }

    [Fact]
    public async Task NonPositiveAmount_Throws()
    {
        var (service, _, _) = Setup();

        await Assert.ThrowsAsync<ArgumentOutOfRangeException>(() => service.RefundAsync("pay_1", 0m));
    }
}
