using System.Net;
using System.Net.Http.Json;
using Meetroom.Api.Models;
using Xunit;

namespace Meetroom.Tests;

public class RoomsApiTests : IClassFixture<TestAppFactory>
{
    private readonly HttpClient _client;

    public RoomsApiTests(TestAppFactory factory)
    {
        _client = factory.CreateClient();
    }

    [Fact]
    public async Task List_returns_rooms_ordered_by_floor()
    {
        var page = await _client.GetFromJsonAsync<PagedResult<Room>>("/api/rooms");
        Assert.NotNull(page);
        Assert.Equal(3, page!.Total);
        Assert.Equal(new[] { "1F-小会议室", "2F-大会议室", "3F-洽谈室" }, page.Items.Select(r => r.Name));
    }

    [Fact]
    public async Task List_second_page()
    {
        var page = await _client.GetFromJsonAsync<PagedResult<Room>>("/api/rooms?page=2&pageSize=2");
        Assert.Equal(3, page!.Total);
        Assert.Equal(new[] { "3F-洽谈室" }, page.Items.Select(r => r.Name));
    }

    [Fact]
    public async Task PageSize_is_capped_at_100()
    {
        var page = await _client.GetFromJsonAsync<PagedResult<Room>>("/api/rooms?pageSize=5000");
        Assert.Equal(100, page!.PageSize);
    }

    [Fact]
    public async Task Get_unknown_room_is_404()
    {
        var resp = await _client.GetAsync("/api/rooms/999");
        Assert.Equal(HttpStatusCode.NotFound, resp.StatusCode);
    }
}
