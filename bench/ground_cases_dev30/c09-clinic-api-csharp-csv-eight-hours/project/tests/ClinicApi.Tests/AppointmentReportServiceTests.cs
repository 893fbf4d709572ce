using ClinicApi.Data;
using ClinicApi.Services;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Options;
using Xunit;

namespace ClinicApi.Tests;

public class AppointmentReportServiceTests
{
    private static AppointmentReportService Create()
    {
        var db = new ClinicDbContext(new DbContextOptionsBuilder<ClinicDbContext>()
            .UseInMemoryDatabase(Guid.NewGuid().ToString())
            .Options);
        return new AppointmentReportService(db, Options.Create(new ClinicOptions { TimeZone = "Asia/Shanghai" }));
    }

    [Fact]
    public void DayRangeUtc_starts_at_local_midnight()
    {
        var svc = Create();

        var (start, end) = svc.DayRangeUtc(new DateOnly(2025, 11, 20));

        Assert.Equal(new DateTime(2025, 11, 19, 16, 0, 0, DateTimeKind.Utc), start);
        Assert.Equal(new DateTime(2025, 11, 20, 16, 0, 0, DateTimeKind.Utc), end);
    }

    [Fact]
    public async Task Summary_of_an_empty_day_is_empty()
    {
        var summary = await Create().SummaryAsync(new DateOnly(2025, 11, 20));

        Assert.Empty(summary.ByStatus);
    }
}
