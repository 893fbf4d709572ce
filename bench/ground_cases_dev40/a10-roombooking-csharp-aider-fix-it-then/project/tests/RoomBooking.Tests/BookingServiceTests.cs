using Microsoft.Data.Sqlite;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Time.Testing;
using RoomBooking.Api.Data;
using RoomBooking.Api.Models;
using RoomBooking.Api.Services;
using Xunit;

namespace RoomBooking.Tests;

public sealed class BookingServiceTests : IDisposable
{
    private readonly SqliteConnection _conn = new("Data Source=:memory:");
    private readonly AppDbContext _db;
    private readonly FakeTimeProvider _clock = new(new DateTimeOffset(2025, 12, 1, 8, 0, 0, TimeSpan.Zero));
    private readonly BookingService _svc;

    public BookingServiceTests()
    {
        _conn.Open();
        _db = new AppDbContext(new DbContextOptionsBuilder<AppDbContext>().UseSqlite(_conn).Options);
        _db.Database.EnsureCreated();
        _db.Rooms.Add(new Room { Id = 1, Name = "Fjord", Seats = 8 });
        _db.SaveChanges();
        _svc = new BookingService(_db, _clock);
    }

    public void Dispose()
    {
        _db.Dispose();
        _conn.Dispose();
    }

    private static CreateBookingRequest At(int hour, int hours = 1) =>
        new(1, "Standup", new DateTime(2025, 12, 2, hour, 0, 0, DateTimeKind.Utc),
            new DateTime(2025, 12, 2, hour + hours, 0, 0, DateTimeKind.Utc));

    [Fact]
    public async Task Creates_booking_in_free_slot()
    {
        var result = await _svc.CreateAsync(At(9), "u1");
        Assert.NotNull(result.Booking);
    }

    [Fact]
    public async Task Rejects_overlapping_booking()
    {
        await _svc.CreateAsync(At(9, 2), "u1");
        var result = await _svc.CreateAsync(At(10), "u2");
        Assert.True(result.IsConflict);
    }

    [Fact]
    public async Task Back_to_back_bookings_are_fine()
    {
        await _svc.CreateAsync(At(9), "u1");
        var result = await _svc.CreateAsync(At(10), "u2");
        Assert.NotNull(result.Booking);
    }

    [Fact]
    public async Task Owner_can_cancel()
    {
        var booking = (await _svc.CreateAsync(At(9), "u1")).Booking!;
        Assert.Equal(BookingService.CancelOutcome.Cancelled, await _svc.CancelAsync(booking.Id, "u1", isFacility: false));
        Assert.Equal(BookingStatus.Cancelled, (await _svc.GetAsync(booking.Id))!.Status);
    }

    [Fact]
    public async Task Others_cannot_cancel_unless_facility()
    {
        var booking = (await _svc.CreateAsync(At(9), "u1")).Booking!;
        Assert.Equal(BookingService.CancelOutcome.Forbidden, await _svc.CancelAsync(booking.Id, "u2", isFacility: false));
        Assert.Equal(BookingService.CancelOutcome.Cancelled, await _svc.CancelAsync(booking.Id, "u2", isFacility: true));
    }

    [Fact]
    public async Task Cancel_missing_booking_is_not_found() =>
        Assert.Equal(BookingService.CancelOutcome.NotFound, await _svc.CancelAsync(999, "u1", isFacility: false));

    [Fact]
    public async Task Rejects_bookings_longer_than_eight_hours()
    {
        var result = await _svc.CreateAsync(At(8, 9), "u1");
        Assert.Equal("Bookings can be at most 8 hours.", result.Error);
    }
}
