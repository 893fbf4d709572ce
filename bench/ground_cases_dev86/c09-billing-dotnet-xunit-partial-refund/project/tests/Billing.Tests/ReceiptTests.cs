using Billing;
using Billing.Tests.TestDoubles;
using Xunit;

namespace Billing.Tests;

public class ReceiptTests
{
    [Fact]
    public async Task FullRefundReceipt_MatchesGolden()
    {
        var payment = new Payment { Id = "pay_100", Currency = "CNY", Amount = 100m, CapturedAt = new DateTimeOffset(2024, 5, 2, 8, 30, 0, TimeSpan.Zero) };
        var clock = new FixedClock(payment.CapturedAt.AddDays(3));
        var service = new RefundService(new InMemoryPaymentStore(payment), new FakeGateway(), clock);

        var refund = await service.RefundAsync("pay_100", 100m);

        GoldenFiles.AssertMatches("receipt_full_refund", ReceiptFormatter.Format(payment, new[] { refund }));
    }
}
