using System.Net;
using System.Net.Http.Json;
using Meetroom.Api.Models;
using Xunit;

namespace Meetroom.Tests;

public class BookingsApiTests : IClassFixture<TestAppFactory>
{
    private readonly HttpClient _client;
    private static readonly TimeSpan Cst = TimeSpan.FromHours(8);

    public BookingsApiTests(TestAppFactory factory)
    {
        _client = factory.CreateClient();
    }

    private static CreateBookingRequest At(int roomId, int startHour, int endHour) =>
        new(roomId, "test", new DateTimeOffset(2024, 7, 1, startHour, 0, 0, Cst),
            new DateTimeOffset(2024, 7, 1, endHour, 0, 0, Cst));

    [Fact]
    public async Task Overlapping_booking_is_409()
    {
        (await _client.PostAsJsonAsync("/api/bookings", At(3, 9, 10))).EnsureSuccessStatusCode();
        var resp = await _client.PostAsJsonAsync("/api/bookings", At(3, 9, 11));
        Assert.Equal(HttpStatusCode.Conflict, resp.StatusCode);
    }

    [Fact]
    public async Task Back_to_back_bookings_are_allowed()
    {
        (await _client.PostAsJsonAsync("/api/bookings", At(2, 14, 15))).EnsureSuccessStatusCode();
        var resp = await _client.PostAsJsonAsync("/api/bookings", At(2, 15, 16));
        Assert.Equal(HttpStatusCode.OK, resp.StatusCode);
    }

    [Fact]
    public async Task End_before_start_is_400()
    {
        var resp = await _client.PostAsJsonAsync("/api/bookings", At(1, 11, 10));
        Assert.Equal(HttpStatusCode.BadRequest, resp.StatusCode);
    }

    [Fact]
    public async Task Day_view_lists_bookings_of_that_day()
    {
        (await _client.PostAsJsonAsync("/api/bookings", At(1, 16, 17))).EnsureSuccessStatusCode();
        var list = await _client.GetFromJsonAsync<List<Booking>>("/api/bookings?roomId=1&day=2024-07-01");
        Assert.Single(list!);
    }
}
