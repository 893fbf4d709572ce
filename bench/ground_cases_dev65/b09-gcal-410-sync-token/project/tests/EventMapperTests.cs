using ClinicCalendarSync.Sync;
using Google.Apis.Calendar.v3.Data;
using Xunit;

public class EventMapperTests
{
    [Fact]
    public void TimedEventKeepsItsOffset()
    {
        var e = new Event
        {
            Id = "ev1",
            Summary = "初診",
            Start = new EventDateTime { DateTimeDateTimeOffset = new DateTimeOffset(2025, 12, 1, 10, 0, 0, TimeSpan.FromHours(9)) },
            End = new EventDateTime { DateTimeDateTimeOffset = new DateTimeOffset(2025, 12, 1, 10, 30, 0, TimeSpan.FromHours(9)) },
        };
        var a = EventMapper.ToAppointment("dr.tanaka@sakura-clinic.jp", e);
        Assert.False(a.AllDay);
        Assert.Equal(10, a.Start.Hour);
    }

    [Fact]
    public void AllDayEventIsAllDay()
    {
        var e = new Event
        {
            Id = "ev2",
            Summary = "学会",
            Start = new EventDateTime { Date = "2025-12-05" },
            End = new EventDateTime { Date = "2025-12-06" },
        };
        Assert.True(EventMapper.ToAppointment("dr.suzuki@sakura-clinic.jp", e).AllDay);
    }
}
