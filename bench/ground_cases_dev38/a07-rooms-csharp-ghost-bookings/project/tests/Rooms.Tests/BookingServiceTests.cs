using Microsoft.Extensions.Logging.Abstractions;
using Microsoft.Extensions.Time.Testing;
using Rooms.Api.Data;
using Rooms.Api.Models;
using Rooms.Api.Services;

namespace Rooms.Tests;

public class BookingServiceTests : IClassFixture<SqliteFixture>
{
    private readonly SqliteFixture _fx;
    private readonly FakeTimeProvider _clock = new(new DateTimeOffset(2025, 11, 3, 8, 0, 0, TimeSpan.Zero));

    public BookingServiceTests(SqliteFixture fx) => _fx = fx;

    private BookingService Service(RoomsDbContext db) =>
        new(new BookingRepository(db), _clock, NullLogger<BookingService>.Instance);

    [Fact]
    public async Task Cancel_sets_status_and_timestamp()
    {
        await using var db = _fx.CreateContext();
        var svc = Service(db);
        var b = await svc.BookAsync(SqliteFixture.RoomA, "u1", _clock.GetUtcNow().AddHours(1), _clock.GetUtcNow().AddHours(2), default);

        await svc.CancelAsync(b.Id, "u1", default);

        var saved = await db.Bookings.FindAsync(b.Id);
        Assert.Equal(BookingStatus.Cancelled, saved!.Status);
        Assert.NotNull(saved.CancelledAt);
    }

    [Fact]
    public async Task Cancelled_slot_can_be_booked_again()
    {
        await using var db = _fx.CreateContext();
        var svc = Service(db);
        var start = _clock.GetUtcNow().AddDays(1);
        var first = await svc.BookAsync(SqliteFixture.RoomA, "u1", start, start.AddHours(1), default);
        await svc.CancelAsync(first.Id, "u1", default);

        var second = await svc.BookAsync(SqliteFixture.RoomA, "u2", start, start.AddHours(1), default);
        Assert.Equal(BookingStatus.Confirmed, second.Status);
    }
}
