using System.Net;
using Microsoft.Extensions.Logging.Abstractions;
using Microsoft.Extensions.Options;
using Notify.Worker.Outbox;
using Notify.Worker.Webhooks;
using Xunit;

namespace Notify.Worker.Tests;

public class WebhookSenderTests
{
    private sealed class StubHandler(params HttpStatusCode[] codes) : HttpMessageHandler
    {
        private int _i;
        public List<HttpRequestMessage> Requests { get; } = new();

        protected override Task<HttpResponseMessage> SendAsync(HttpRequestMessage request, CancellationToken ct)
        {
            Requests.Add(request);
            return Task.FromResult(new HttpResponseMessage(codes[Math.Min(_i++, codes.Length - 1)]));
        }
    }

    private static OutboxMessage Message() => new(1, Guid.Parse("6f1c2a4e-0b7d-4e55-9a13-2c8e7f0d9b41"), "order.paid",
        """{"order_id":"SO-1"}""", "https://partner.example/hook", "whsec_test", 0, DateTimeOffset.UtcNow);

    private static WebhookSender Sender(StubHandler handler) =>
        new(new HttpClient(handler), Options.Create(new WebhookOptions()), NullLogger<WebhookSender>.Instance);

    [Fact]
    public async Task Retries5xxThenSucceeds()
    {
        var handler = new StubHandler(HttpStatusCode.BadGateway, HttpStatusCode.OK);
        Assert.True(await Sender(handler).SendAsync(Message(), CancellationToken.None));
        Assert.Equal(2, handler.Requests.Count);
    }

    [Fact]
    public async Task SendsTheEventIdOnEveryAttempt()
    {
        var handler = new StubHandler(HttpStatusCode.ServiceUnavailable, HttpStatusCode.OK);
        await Sender(handler).SendAsync(Message(), CancellationToken.None);
        Assert.All(handler.Requests, r =>
            Assert.Equal("6f1c2a4e-0b7d-4e55-9a13-2c8e7f0d9b41", r.Headers.GetValues("X-Webhook-Id").Single()));
    }

    [Fact]
    public async Task DoesNotRetry4xx()
    {
        var handler = new StubHandler(HttpStatusCode.Gone);
        Assert.False(await Sender(handler).SendAsync(Message(), CancellationToken.None));
        Assert.Single(handler.Requests);
    }
}
