using System.Net;
using System.Net.Http.Json;
using Microsoft.AspNetCore.Mvc.Testing;
using Xunit;

namespace Kirin.PartnerApi.Tests;

public class OrdersEndpointsTests(WebApplicationFactory<Program> factory) : IClassFixture<WebApplicationFactory<Program>>
{
    private HttpClient Client()
    {
        var client = factory.WithWebHostBuilder(b => b.UseSetting("Partners:test-key", "partner-b")).CreateClient();
        client.DefaultRequestHeaders.Add("X-Api-Key", "test-key");
        return client;
    }

    [Fact]
    public async Task ListsOwnOrders()
    {
        var orders = await Client().GetFromJsonAsync<List<Dictionary<string, object>>>("/v1/orders");
        Assert.Equal(2, orders!.Count);
    }

    [Fact]
    public async Task UnknownOrderIs404Problem()
    {
        var resp = await Client().GetAsync("/v1/orders/ord_nope");
        Assert.Equal(HttpStatusCode.NotFound, resp.StatusCode);
        Assert.Equal("application/problem+json", resp.Content.Headers.ContentType!.MediaType);
    }

    [Fact]
    public async Task MissingKeyIs401()
    {
        var resp = await factory.CreateClient().GetAsync("/v1/orders");
        Assert.Equal(HttpStatusCode.Unauthorized, resp.StatusCode);
    }
}
