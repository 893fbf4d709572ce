using Google.Apis.Calendar.v3.Data;

namespace ClinicCalendarSync.Sync;

public sealed record Appointment(
    string CalendarId,
    string EventId,
    string Title,
    DateTimeOffset Start,
    DateTimeOffset End,
    bool AllDay,
    string? Location);

public static class EventMapper
{
    private static readonly TimeZoneInfo Tokyo = TimeZoneInfo.FindSystemTimeZoneById("Asia/Tokyo");

    public static Appointment ToAppointment(string calendarId, Event e)
    {
        var allDay = e.Start.DateTimeDateTimeOffset is null;
        var start = allDay ? ParseDate(e.Start.Date) : e.Start.DateTimeDateTimeOffset!.Value;
        var end = allDay ? ParseDate(e.End.Date) : e.End.DateTimeDateTimeOffset!.Value;
        return new Appointment(calendarId, e.Id, e.Summary ?? "(無題)", start, end, allDay, e.Location);
    }

    // all-day events carry a plain date ("2025-12-01") with no time zone
    private static DateTimeOffset ParseDate(string date)
    {
        var d = DateTime.ParseExact(date, "yyyy-MM-dd", System.Globalization.CultureInfo.InvariantCulture);
        return new DateTimeOffset(d, Tokyo.GetUtcOffset(d)); // midnight in Tokyo, not in UTC
    }
}
