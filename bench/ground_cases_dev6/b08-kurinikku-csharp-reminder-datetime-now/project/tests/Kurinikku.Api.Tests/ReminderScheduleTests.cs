using Kurinikku.Api.Services;
using Microsoft.Extensions.Options;
using Xunit;

namespace Kurinikku.Api.Tests;

public class ReminderScheduleTests
{
    private static ReminderSchedule Create() =>
        new(Options.Create(new ClinicOptions { TimeZone = "Asia/Tokyo", ReminderLeadHours = 24 }));

    [Fact]
    public void ConvertsClinicLocalToUtc()
    {
        var utc = Create().ToUtc(new DateTime(2024, 6, 20, 10, 0, 0));
        Assert.Equal(new DateTime(2024, 6, 20, 1, 0, 0), utc);
    }

    [Fact]
    public void RemindsOneDayBefore()
    {
        var startsAt = new DateTime(2024, 6, 20, 1, 0, 0, DateTimeKind.Utc);
        Assert.Equal(new DateTime(2024, 6, 19, 1, 0, 0, DateTimeKind.Utc), Create().RemindAtUtc(startsAt));
    }
}
