using System.Net;
using System.Net.Http.Json;
using Microsoft.AspNetCore.Mvc.Testing;
using Microsoft.Extensions.DependencyInjection;
using PaymentsApi.Data;
using PaymentsApi.Services;
using Xunit;

namespace PaymentsApi.Tests;

public sealed class RefundsControllerTests(PaymentsFactory factory) : IClassFixture<PaymentsFactory>
{
    [Fact]
    public async Task UnknownOrderIs404()
    {
        var client = factory.CreateClient();
        var res = await client.PostAsJsonAsync("/orders/nope/refund", new { amountCents = 100 });
        Assert.Equal(HttpStatusCode.NotFound, res.StatusCode);
    }

    [Fact]
    public async Task AmountAboveThePaymentIs400()
    {
        factory.Payments.Add(new Payment { OrderId = "o-1", IntentId = "pi_1", AmountCents = 500, Status = PaymentStatus.Paid });
        var client = factory.CreateClient();
        var res = await client.PostAsJsonAsync("/orders/o-1/refund", new { amountCents = 900 });
        Assert.Equal(HttpStatusCode.BadRequest, res.StatusCode);
    }

    [Fact]
    public async Task FullyRefundedIs409()
    {
        factory.Payments.Add(new Payment { OrderId = "o-2", IntentId = "pi_2", AmountCents = 500, RefundedCents = 500, Status = PaymentStatus.Refunded });
        var client = factory.CreateClient();
        var res = await client.PostAsJsonAsync("/orders/o-2/refund", new { amountCents = 100 });
        Assert.Equal(HttpStatusCode.Conflict, res.StatusCode);
    }

    [Fact]
    public async Task MoreThanTheRemainderIs400()
    {
        factory.Payments.Add(new Payment { OrderId = "o-3", IntentId = "pi_3", AmountCents = 500, RefundedCents = 300, Status = PaymentStatus.PartiallyRefunded });
        var client = factory.CreateClient();
        var res = await client.PostAsJsonAsync("/orders/o-3/refund", new { amountCents = 250 });
        Assert.Equal(HttpStatusCode.BadRequest, res.StatusCode);
    }
}
