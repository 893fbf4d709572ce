using System.Net;
using Microsoft.AspNetCore.Mvc.Testing;
using Xunit;

namespace Hoshi.Web.Tests;

public class ExportControllerTests : IClassFixture<TestAppFactory>
{
    private readonly TestAppFactory _factory;

    public ExportControllerTests(TestAppFactory factory)
    {
        _factory = factory;
    }

    [Fact]
    public async Task Anonymous_user_is_redirected_to_login()
    {
        var client = _factory.CreateClient(new WebApplicationFactoryClientOptions { AllowAutoRedirect = false });
        var response = await client.GetAsync("/export");
        Assert.Equal(HttpStatusCode.Redirect, response.StatusCode);
        Assert.StartsWith("/account/login", response.Headers.Location!.PathAndQuery);
    }

    [Fact]
    public async Task Signed_in_user_gets_own_export()
    {
        var client = await _factory.SignedInClientAsync("hanako@example.jp");
        var response = await client.GetAsync("/export");
        Assert.Equal(HttpStatusCode.OK, response.StatusCode);
        Assert.Equal("application/json", response.Content.Headers.ContentType!.MediaType);
    }
}
