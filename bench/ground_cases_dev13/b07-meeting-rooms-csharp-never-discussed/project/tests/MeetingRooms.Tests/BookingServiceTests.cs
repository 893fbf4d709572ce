using MeetingRooms.Api.Data;
using MeetingRooms.Api.Models;
using MeetingRooms.Api.Services;
using Microsoft.Data.Sqlite;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Time.Testing;
using Xunit;

namespace MeetingRooms.Tests;

public class BookingServiceTests : IDisposable
{
    private static readonly TimeSpan Jst = TimeSpan.FromHours(9);
    private readonly SqliteConnection _conn = new("Data Source=:memory:");
    private readonly BookingDbContext _db;
    private readonly FakeTimeProvider _clock = new(new DateTimeOffset(2025, 11, 20, 0, 0, 0, TimeSpan.Zero));
    private readonly BookingService _svc;

    public BookingServiceTests()
    {
        _conn.Open();
        _db = new BookingDbContext(new DbContextOptionsBuilder<BookingDbContext>().UseSqlite(_conn).Options);
        _db.Database.EnsureCreated();
        _svc = new BookingService(_db, _clock);
    }

    public void Dispose()
    {
        _db.Dispose();
        _conn.Dispose();
    }

    private static CreateBookingRequest At(int hour, int hours = 1) =>
        new(1, "定例", new DateTimeOffset(2025, 11, 21, hour, 0, 0, Jst),
            new DateTimeOffset(2025, 11, 21, hour + hours, 0, 0, Jst));

    [Fact]
    public async Task Create_RejectsOverlap()
    {
        Assert.Null((await _svc.CreateAsync(At(10), "a@example.jp")).Error);
        var second = await _svc.CreateAsync(At(10), "b@example.jp");
        Assert.Equal("the room is already booked at that time", second.Error);
    }

    [Fact]
    public async Task Create_AllowsSlotOfCancelledBooking()
    {
        var first = await _svc.CreateAsync(At(10), "a@example.jp");
        await _svc.CancelAsync(first.Value!.Id, "a@example.jp");
        Assert.Null((await _svc.CreateAsync(At(10), "b@example.jp")).Error);
        Assert.Single(await _svc.ListForRoomAsync(1, new DateOnly(2025, 11, 21)));
    }

    [Fact]
    public async Task Create_RejectsTooLong()
    {
        var result = await _svc.CreateAsync(At(9, 5), "a@example.jp");
        Assert.Equal("a booking can be at most 4 hours", result.Error);
    }

    [Fact]
    public async Task ListForRoom_ReturnsOrdered()
    {
        await _svc.CreateAsync(At(15), "a@example.jp");
        await _svc.CreateAsync(At(9), "a@example.jp");
        var list = await _svc.ListForRoomAsync(1, new DateOnly(2025, 11, 21));
        Assert.Equal(new[] { 9, 15 }, list.Select(b => b.Start.ToOffset(Jst).Hour));
    }
}
