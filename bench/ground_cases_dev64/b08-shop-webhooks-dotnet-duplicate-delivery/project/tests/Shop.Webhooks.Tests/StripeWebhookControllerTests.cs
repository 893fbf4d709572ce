using System.Net;
using System.Text;
using Microsoft.AspNetCore.Mvc.Testing;
using Microsoft.Extensions.DependencyInjection;
using NSubstitute;
using Shop.Webhooks.Services;
using Xunit;

namespace Shop.Webhooks.Tests;

public class StripeWebhookControllerTests(WebhookFactory factory) : IClassFixture<WebhookFactory>
{
    private static StringContent Payload(string eventId) =>
        new(StripeFixtures.PaymentIntentSucceeded(eventId, "pi_test_1"), Encoding.UTF8, "application/json");

    private HttpRequestMessage Request(string eventId)
    {
        var req = new HttpRequestMessage(HttpMethod.Post, "/webhooks/stripe") { Content = Payload(eventId) };
        req.Headers.Add("Stripe-Signature", StripeFixtures.Sign(req.Content!.ReadAsStringAsync().Result));
        return req;
    }

    [Fact]
    public async Task FirstDelivery_MarksPaid()
    {
        var client = factory.CreateClient();
        var res = await client.SendAsync(Request("evt_first"));
        Assert.Equal(HttpStatusCode.OK, res.StatusCode);
        await factory.Fulfillment.Received(1).MarkPaidAsync("pi_test_1", Arg.Any<CancellationToken>());
    }

    [Fact]
    public async Task DuplicateDelivery_ProcessesOnce()
    {
        factory.Fulfillment.ClearReceivedCalls();
        var client = factory.CreateClient();
        await client.SendAsync(Request("evt_dup"));
        await client.SendAsync(Request("evt_dup"));
        await factory.Fulfillment.Received(1).MarkPaidAsync("pi_test_1", Arg.Any<CancellationToken>());
    }

    [Fact]
    public async Task ConcurrentDuplicateDelivery_ProcessesOnce()
    {
        factory.Fulfillment.ClearReceivedCalls();
        var client = factory.CreateClient();
        await Task.WhenAll(client.SendAsync(Request("evt_race")), client.SendAsync(Request("evt_race")));
        await factory.Fulfillment.Received(1).MarkPaidAsync("pi_test_1", Arg.Any<CancellationToken>());
    }

    [Fact]
    public async Task BadSignature_Is400()
    {
        var client = factory.CreateClient();
        var req = new HttpRequestMessage(HttpMethod.Post, "/webhooks/stripe") { Content = Payload("evt_bad") };
        req.Headers.Add("Stripe-Signature", "t=1,v1=deadbeef");
        var res = await client.SendAsync(req);
        Assert.Equal(HttpStatusCode.BadRequest, res.StatusCode);
    }
}
