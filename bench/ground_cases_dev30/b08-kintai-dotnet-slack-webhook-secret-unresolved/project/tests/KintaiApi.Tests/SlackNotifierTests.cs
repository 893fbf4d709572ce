using System.Net;
using KintaiApi.Notifications;
using Microsoft.Extensions.Logging.Abstractions;
using Microsoft.Extensions.Options;
using Xunit;

namespace KintaiApi.Tests;

public class SlackNotifierTests
{
    private sealed class StubHandler(HttpStatusCode status) : HttpMessageHandler
    {
        public int Calls { get; private set; }

        protected override Task<HttpResponseMessage> SendAsync(HttpRequestMessage request, CancellationToken ct)
        {
            Calls++;
            return Task.FromResult(new HttpResponseMessage(status) { Content = new StringContent("ok") });
        }
    }

    [Fact]
    public async Task Posts_to_webhook_when_configured()
    {
        var handler = new StubHandler(HttpStatusCode.OK);
        var options = Options.Create(new SlackOptions { WebhookUrl = "https://hooks.slack.com/services/T000/B000/XXX" });
        var sut = new SlackNotifier(new HttpClient(handler), options, NullLogger<SlackNotifier>.Instance);

        await sut.NotifyAsync("hello");

        Assert.Equal(1, handler.Calls);
    }

    [Fact]
    public async Task Skips_when_webhook_is_empty()
    {
        var handler = new StubHandler(HttpStatusCode.OK);
        var sut = new SlackNotifier(new HttpClient(handler), Options.Create(new SlackOptions()), NullLogger<SlackNotifier>.Instance);

        await sut.NotifyAsync("hello");

        Assert.Equal(0, handler.Calls);
    }
}
