using System.Net;
using System.Text;
using Microsoft.Extensions.Options;
using PaymentSync.Options;
using PaymentSync.Services;
using Xunit;

namespace PaymentSync.Tests;

public class PaymentApiClientTests
{
    private sealed class StubHandler(Queue<string> bodies) : HttpMessageHandler
    {
        public List<string> Requested { get; } = new();

        protected override Task<HttpResponseMessage> SendAsync(HttpRequestMessage request, CancellationToken ct)
        {
            Requested.Add(request.RequestUri!.PathAndQuery);
            return Task.FromResult(new HttpResponseMessage(HttpStatusCode.OK)
            {
                Content = new StringContent(bodies.Dequeue(), Encoding.UTF8, "application/json"),
            });
        }
    }

    [Fact]
    public async Task Follows_the_cursor_until_the_last_page()
    {
        var handler = new StubHandler(new Queue<string>(new[]
        {
            """{"items":[{"id":"s1","merchantId":"m1","amountYen":1000,"feeYen":30,"settledAt":"2025-11-18T15:00:00Z"}],"nextCursor":"abc"}""",
            """{"items":[{"id":"s2","merchantId":"m1","amountYen":2000,"feeYen":60,"settledAt":"2025-11-18T15:00:00Z"}],"nextCursor":null}""",
        }));
        var http = new HttpClient(handler) { BaseAddress = new Uri("https://example.test/v2/") };
        var client = new PaymentApiClient(http, Microsoft.Extensions.Options.Options.Create(new PaymentApiOptions { PageSize = 1 }));

        var result = await client.FetchSettlementsAsync(new DateOnly(2025, 11, 18), CancellationToken.None);

        Assert.Equal(new[] { "s1", "s2" }, result.Select(s => s.Id));
        Assert.Equal("/v2/settlements?date=2025-11-18&limit=1&cursor=abc", handler.Requested[1]);
    }
}
