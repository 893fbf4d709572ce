using System.Net;
using System.Net.Http.Json;
using Shopfront.Api.Endpoints;
using Xunit;

namespace Shopfront.Api.Tests;

public class ProductEndpointsTests(ShopApiFactory factory) : IClassFixture<ShopApiFactory>
{
    private readonly HttpClient _client = factory.CreateClient();

    [Fact]
    public async Task Lists_only_active_products()
    {
        var products = await _client.GetFromJsonAsync<List<ProductDto>>("/api/products");
        Assert.NotNull(products);
        Assert.DoesNotContain(products!, p => p.Sku == "OLD-001");
    }

    [Fact]
    public async Task Filters_by_category()
    {
        var products = await _client.GetFromJsonAsync<List<ProductDto>>("/api/products?category=mugs");
        Assert.All(products!, p => Assert.Equal("mugs", p.Category));
    }

    [Fact]
    public async Task Pages_are_capped_at_100()
    {
        var response = await _client.GetAsync("/api/products?pageSize=500");
        Assert.Equal(HttpStatusCode.BadRequest, response.StatusCode);
    }

    [Fact]
    public async Task Returns_total_count_header()
    {
        var response = await _client.GetAsync("/api/products?page=2&pageSize=10");
        response.EnsureSuccessStatusCode();
        Assert.True(response.Headers.Contains("X-Total-Count"));
        var products = await response.Content.ReadFromJsonAsync<List<ProductDto>>();
        Assert.True(products!.Count <= 10);
    }

    [Fact]
    public async Task Unknown_product_is_404()
    {
        var response = await _client.GetAsync("/api/products/999999");
        Assert.Equal(HttpStatusCode.NotFound, response.StatusCode);
    }
}
