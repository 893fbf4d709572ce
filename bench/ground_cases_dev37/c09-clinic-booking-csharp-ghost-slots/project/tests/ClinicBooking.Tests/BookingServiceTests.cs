using ClinicBooking.Api.Data;
using ClinicBooking.Api.Services;
using Microsoft.EntityFrameworkCore;
using NSubstitute;

namespace ClinicBooking.Tests;

public class BookingServiceTests
{
    private static BookingDbContext NewDb() =>
        new(new DbContextOptionsBuilder<BookingDbContext>().UseInMemoryDatabase(Guid.NewGuid().ToString()).Options);

    [Fact]
    public async Task Create_StoresUtc()
    {
        await using var db = NewDb();
        var svc = new BookingService(db, Substitute.For<INotifier>(), ClinicFixtures.Clinic());

        var booking = await svc.CreateAsync(new CreateBooking(1, 7, new DateTime(2025, 12, 1, 9, 0, 0), 30));

        Assert.Equal(new DateTime(2025, 12, 1, 1, 0, 0, DateTimeKind.Utc), booking.StartUtc);
    }

    [Fact]
    public async Task Create_RejectsOverlap()
    {
        await using var db = NewDb();
        var svc = new BookingService(db, Substitute.For<INotifier>(), ClinicFixtures.Clinic());
        await svc.CreateAsync(new CreateBooking(1, 7, new DateTime(2025, 12, 1, 9, 0, 0), 30));

        await Assert.ThrowsAsync<BookingConflictException>(() =>
            svc.CreateAsync(new CreateBooking(1, 8, new DateTime(2025, 12, 1, 9, 15, 0), 30)));
    }
}
