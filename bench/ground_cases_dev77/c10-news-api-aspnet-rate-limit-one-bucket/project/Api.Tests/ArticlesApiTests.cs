using System.Net;
using System.Net.Http.Headers;
using Api.Data;
using Microsoft.AspNetCore.Mvc.Testing;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.DependencyInjection;

namespace Api.Tests;

public class ArticlesApiTests : IClassFixture<WebApplicationFactory<Program>>
{
    private readonly WebApplicationFactory<Program> _factory;

    public ArticlesApiTests(WebApplicationFactory<Program> factory)
    {
        _factory = factory.WithWebHostBuilder(b => b.ConfigureServices(s =>
        {
            s.AddDbContext<NewsDb>(o => o.UseInMemoryDatabase("news"));
        }));
    }

    [Fact]
    public async Task List_ReturnsOk()
    {
        var client = _factory.CreateClient();
        var res = await client.GetAsync("/api/articles?page=1");
        Assert.Equal(HttpStatusCode.OK, res.StatusCode);
    }

    [Fact]
    public async Task List_Returns304_WhenEtagMatches()
    {
        var client = _factory.CreateClient();
        var first = await client.GetAsync("/api/articles?page=1");
        var etag = first.Headers.ETag;
        Assert.NotNull(etag);
        var req = new HttpRequestMessage(HttpMethod.Get, "/api/articles?page=1");
        req.Headers.IfNoneMatch.Add(new EntityTagHeaderValue(etag!.Tag));
        var second = await client.SendAsync(req);
        Assert.Equal(HttpStatusCode.NotModified, second.StatusCode);
    }
}
