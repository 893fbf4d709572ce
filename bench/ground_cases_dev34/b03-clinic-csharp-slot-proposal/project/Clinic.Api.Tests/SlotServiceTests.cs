using Clinic.Api.Data;
using Clinic.Api.Models;
using Clinic.Api.Options;
using Clinic.Api.Services;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Time.Testing;
using Xunit;

namespace Clinic.Api.Tests;

public class SlotServiceTests
{
    private static readonly DateTimeOffset Now = new(2025, 11, 20, 3, 0, 0, TimeSpan.Zero);

    private static (SlotService, ClinicDbContext) Create()
    {
        var db = new ClinicDbContext(new DbContextOptionsBuilder<ClinicDbContext>()
            .UseInMemoryDatabase(Guid.NewGuid().ToString()).Options);
        var options = Microsoft.Extensions.Options.Options.Create(new ClinicOptions { TimeZone = "Asia/Tokyo" });
        return (new SlotService(db, options, new FakeTimeProvider(Now)), db);
    }

    [Fact]
    public async Task ReturnsFreeSlotsOfTheDay()
    {
        var (service, db) = Create();
        db.Slots.Add(new Slot { Id = 1, DoctorId = 3, StartsAtUtc = new DateTime(2025, 11, 25, 1, 0, 0, DateTimeKind.Utc), DurationMinutes = 30 });
        db.Slots.Add(new Slot { Id = 2, DoctorId = 3, StartsAtUtc = new DateTime(2025, 11, 25, 5, 0, 0, DateTimeKind.Utc), DurationMinutes = 30 });
        await db.SaveChangesAsync();

        var slots = await service.GetAvailableSlotsAsync(3, new DateOnly(2025, 11, 25), CancellationToken.None);

        Assert.Equal(new[] { 1, 2 }, slots.Select(s => s.Id));
    }

    [Fact]
    public async Task SkipsBookedSlots()
    {
        var (service, db) = Create();
        var slot = new Slot { Id = 1, DoctorId = 3, StartsAtUtc = new DateTime(2025, 11, 25, 1, 0, 0, DateTimeKind.Utc), DurationMinutes = 30 };
        slot.Appointments.Add(new Appointment { PatientId = 9, Status = AppointmentStatus.Confirmed });
        db.Slots.Add(slot);
        await db.SaveChangesAsync();

        var slots = await service.GetAvailableSlotsAsync(3, new DateOnly(2025, 11, 25), CancellationToken.None);

        Assert.Empty(slots);
    }
}
