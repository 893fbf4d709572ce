using Microsoft.EntityFrameworkCore;
using Yadoya.Api.Data;
using Yadoya.Api.Models;
using Yadoya.Api.Services;

namespace Yadoya.Api.Tests;

public class AvailabilityServiceTests
{
    private static YadoyaDbContext NewDb()
    {
        var options = new DbContextOptionsBuilder<YadoyaDbContext>()
            .UseInMemoryDatabase(Guid.NewGuid().ToString())
            .Options;
        var db = new YadoyaDbContext(options);
        db.Rooms.AddRange(
            new Room { Id = 1, Number = "201", Type = RoomType.Twin },
            new Room { Id = 2, Number = "202", Type = RoomType.Single },
            new Room { Id = 3, Number = "203", Type = RoomType.Double });
        db.SaveChanges();
        return db;
    }

    private static readonly DateOnly Jul1 = new(2025, 7, 1);
    private static readonly DateOnly Jul3 = new(2025, 7, 3);

    [Fact]
    public async Task ExcludesRoomsBookedInsideThePeriod()
    {
        using var db = NewDb();
        db.Reservations.Add(new Reservation { RoomId = 2, CheckIn = Jul1, CheckOut = Jul3, Status = ReservationStatus.Confirmed });
        db.SaveChanges();

        var rooms = await new AvailabilityService(db).FindAvailableRoomsAsync(Jul1, Jul3);

        Assert.Equal(new[] { "201", "203" }, rooms.Select(r => r.Number));
    }

    [Fact]
    public async Task IgnoresCancelledReservations()
    {
        using var db = NewDb();
        db.Reservations.Add(new Reservation { RoomId = 2, CheckIn = Jul1, CheckOut = Jul3, Status = ReservationStatus.Cancelled });
        db.SaveChanges();

        var rooms = await new AvailabilityService(db).FindAvailableRoomsAsync(Jul1, Jul3);

        Assert.Equal(3, rooms.Count);
    }
}
