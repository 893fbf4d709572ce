using System.Net;
using Microsoft.AspNetCore.Mvc.Testing;
using Xunit;

namespace Billing.Api.Tests;

public class HealthTests : IClassFixture<WebApplicationFactory<Program>>
{
    private readonly WebApplicationFactory<Program> _factory;

    public HealthTests(WebApplicationFactory<Program> factory)
    {
        _factory = factory;
    }

    [Fact]
    public async Task Healthz_ReturnsOk()
    {
        var client = _factory.CreateClient();
        client.Timeout = TimeSpan.FromSeconds(2);

        var response = await client.GetAsync("/healthz");

        Assert.Equal(HttpStatusCode.OK, response.StatusCode);
    }

    [Fact]
    public async Task UnknownInvoice_Returns404()
    {
        var client = _factory.CreateClient();

        var response = await client.GetAsync("/api/invoices/999999");

        Assert.Equal(HttpStatusCode.NotFound, response.StatusCode);
    }
}
