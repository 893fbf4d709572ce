using System.Net;
using System.Net.Http.Json;
using Microsoft.AspNetCore.Mvc.Testing;
using Microsoft.Extensions.DependencyInjection;
using Shipping.Api.Carriers;
using Xunit;

namespace Shipping.Tests;

public class QuoteEndpointsTests(WebApplicationFactory<Program> factory) : IClassFixture<WebApplicationFactory<Program>>
{
    private sealed class FakeCarrier : ICarrierClient
    {
        public Task<IReadOnlyList<Quote>> GetQuotesAsync(QuoteRequest r, CancellationToken ct) =>
            Task.FromResult<IReadOnlyList<Quote>>([new("DHL", "Parcel", 7.90m, 2), new("PostNL", "Standard", 6.50m, 1)]);

        public Task<Label> CreateLabelAsync(LabelRequest r, CancellationToken ct) =>
            Task.FromResult(new Label("JV00000001", "https://labels.example/1.pdf"));
    }

    private HttpClient Client() => factory.WithWebHostBuilder(b =>
        b.ConfigureServices(s => s.AddSingleton<ICarrierClient, FakeCarrier>())).CreateClient();

    [Fact]
    public async Task Quotes_are_sorted_by_price()
    {
        var res = await Client().PostAsJsonAsync("/quotes", new QuoteRequest("NL", "DE", 1200));
        var quotes = await res.Content.ReadFromJsonAsync<List<Quote>>();
        Assert.Equal("PostNL", quotes![0].Carrier);
    }

    [Fact]
    public async Task Unsupported_country_is_rejected()
    {
        var res = await Client().PostAsJsonAsync("/quotes", new QuoteRequest("NL", "US", 1200));
        Assert.Equal(HttpStatusCode.BadRequest, res.StatusCode);
    }

    [Fact]
    public async Task Overweight_parcel_is_rejected()
    {
        var res = await Client().PostAsJsonAsync("/quotes", new QuoteRequest("NL", "DE", 40_000));
        Assert.Equal(HttpStatusCode.BadRequest, res.StatusCode);
    }
}
