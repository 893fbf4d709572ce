using Microsoft.Extensions.Options;
using Recall.Worker;
using Recall.Worker.Data;

namespace Recall.Tests;

public class ReminderFormatterTests
{
    private static ReminderFormatter Formatter() => new(Options.Create(new ReminderOptions
    {
        Culture = "de-DE",
        TimeZone = "Europe/Berlin",
        PracticeName = "Praxis Test",
        Template = "Hallo {0}, Termin in der {3} am {1} um {2} Uhr.",
    }));

    [Fact]
    public void FormatsGermanWeekdayAndMonth()
    {
        var appt = new Appointment(1, "Jana", "+4915100000000", new DateTime(2024, 6, 4, 7, 30, 0, DateTimeKind.Utc), null);
        Assert.Equal("Hallo Jana, Termin in der Praxis Test am Dienstag, 4. Juni um 09:30 Uhr.", Formatter().Format(appt));
    }

    [Fact]
    public void ConvertsWinterTime()
    {
        var appt = new Appointment(2, "Olaf", null, new DateTime(2024, 1, 9, 14, 0, 0, DateTimeKind.Utc), null);
        Assert.Contains("um 15:00 Uhr", Formatter().Format(appt));
    }
}
