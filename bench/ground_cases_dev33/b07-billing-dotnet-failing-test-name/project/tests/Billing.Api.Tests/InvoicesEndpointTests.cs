using System.Net.Http.Json;
using Billing.Api.Contracts;
using Microsoft.Extensions.Time.Testing;
using Xunit;

namespace Billing.Api.Tests;

[Collection(nameof(SqlServerCollection))]
public class InvoicesEndpointTests(BillingApiFactory factory) : IClassFixture<BillingApiFactory>
{
    [Fact]
    public async Task Generates_sequential_numbers_per_month()
    {
        var clock = factory.Clock;
        var client = factory.CreateClient();

        clock.SetUtcNow(new DateTimeOffset(2025, 3, 10, 1, 0, 0, TimeSpan.Zero));
        var first = await Issue(client);
        var second = await Issue(client);

        clock.SetUtcNow(new DateTimeOffset(2025, 4, 2, 1, 0, 0, TimeSpan.Zero));
        var april = await Issue(client);

        Assert.Equal("INV-202503-0001", first.Number);
        Assert.Equal("INV-202503-0002", second.Number);
        Assert.Equal("INV-202504-0001", april.Number);
    }

    [Fact]
    public async Task Month_follows_Tokyo_time()
    {
        var client = factory.CreateClient();
        // 2025-11-30 15:30 UTC is already December 1st in Tokyo
        factory.Clock.SetUtcNow(new DateTimeOffset(2025, 11, 30, 15, 30, 0, TimeSpan.Zero));

        var issued = await Issue(client);

        Assert.StartsWith("INV-202512-", issued.Number);
    }

    private static async Task<InvoiceResponse> Issue(HttpClient client)
    {
        var res = await client.PostAsJsonAsync("/invoices", new IssueInvoiceRequest(CustomerId: 1, AmountYen: 11000));
        res.EnsureSuccessStatusCode();
        return (await res.Content.ReadFromJsonAsync<InvoiceResponse>())!;
    }
}
