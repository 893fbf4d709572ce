using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Logging.Abstractions;
using Timesheets.Api.Data;
using Timesheets.Api.Models;
using Timesheets.Api.Services;
using Xunit;

namespace Timesheets.Tests;

public class TimesheetServiceTests
{
    private static TimesheetsDbContext NewDb() =>
        new(new DbContextOptionsBuilder<TimesheetsDbContext>().UseInMemoryDatabase(Guid.NewGuid().ToString()).Options);

    [Fact]
    public async Task WeeklyTotal_sums_the_week()
    {
        await using var db = NewDb();
        var service = new TimesheetService(db, NullLogger<TimesheetService>.Instance);
        await service.AddEntryAsync(1, new DateOnly(2025, 3, 31), 8, "ACME-1", null, default);
        await service.AddEntryAsync(1, new DateOnly(2025, 4, 1), 7.5m, "ACME-1", null, default);
        await service.AddEntryAsync(1, new DateOnly(2025, 4, 7), 8, "ACME-1", null, default); // next week

        var total = await service.WeeklyTotalAsync(1, new DateOnly(2025, 4, 2), default);

        Assert.Equal(15.5m, total.Hours);
        Assert.Equal(2, total.Entries);
    }

    [Fact]
    public async Task AddEntry_rejects_more_than_a_day()
    {
        await using var db = NewDb();
        var service = new TimesheetService(db, NullLogger<TimesheetService>.Instance);

        await Assert.ThrowsAsync<ArgumentOutOfRangeException>(
            () => service.AddEntryAsync(1, new DateOnly(2025, 3, 31), 25, "ACME-1", null, default));
    }
}
