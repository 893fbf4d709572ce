using RoomBooking.Api.Data;
using RoomBooking.Api.Models;

namespace RoomBooking.Api.Services;

/// <summary>
/// Imports weekly recurring meetings (the CSV export from the old Outlook room
/// calendars): one row per series, expanded to single bookings.
/// </summary>
public sealed class RecurringImportService(AppDbContext db, BookingService bookings)
{
    public sealed record Series(int RoomId, string Title, string OwnerId, DayOfWeek Day, TimeOnly From, TimeOnly To,
        DateOnly FirstDate, DateOnly LastDate);

    public sealed record ImportReport(int Created, IReadOnlyList<string> Skipped);

    public async Task<ImportReport> ImportAsync(IEnumerable<Series> series, CancellationToken ct = default)
    {
        var created = 0;
        var skipped = new List<string>();

        foreach (var s in series)
        {
            for (var date = NextOnOrAfter(s.FirstDate, s.Day); date <= s.LastDate; date = date.AddDays(7))
            {
                var start = date.ToDateTime(s.From, DateTimeKind.Utc);
                var end = date.ToDateTime(s.To, DateTimeKind.Utc);
                if (!await bookings.IsSlotFreeAsync(s.RoomId, start, end, ct))
                {
                    skipped.Add($"{s.Title} on {date:yyyy-MM-dd}: room taken");
                    continue;
                }

                db.Bookings.Add(new Booking
                {
                    RoomId = s.RoomId, OwnerId = s.OwnerId, Title = s.Title,
                    Start = start, End = end, Status = BookingStatus.Active, CreatedAt = DateTime.UtcNow,
                });
                created++;
            }
        }

        await db.SaveChangesAsync(ct);
        return new ImportReport(created, skipped);
    }

    private static DateOnly NextOnOrAfter(DateOnly date, DayOfWeek day) =>
        date.AddDays(((int)day - (int)date.DayOfWeek + 7) % 7);
}
