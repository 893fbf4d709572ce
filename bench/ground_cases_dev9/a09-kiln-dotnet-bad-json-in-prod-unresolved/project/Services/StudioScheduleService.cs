using System.Text.Json;
using Kiln.Api.Data;
using Kiln.Api.Models;
using Microsoft.EntityFrameworkCore;

namespace Kiln.Api.Services;

public record DaySchedule(DateOnly Date, string? Opens, string? Closes, IReadOnlyList<SessionDto> Sessions);

public record SessionDto(int Id, string Title, DateTime StartsAt, int DurationMinutes, int SpotsLeft);

public class StudioScheduleService(KilnDbContext db)
{
    public async Task<IReadOnlyList<DaySchedule>?> BuildWeekAsync(string slug, DateOnly weekStart, CancellationToken ct)
    {
        var studio = await db.Studios.AsNoTracking().FirstOrDefaultAsync(s => s.Slug == slug, ct);
        if (studio is null)
        {
            return null;
        }

        var from = weekStart.ToDateTime(TimeOnly.MinValue);
        var to = from.AddDays(7);
        var sessions = await db.Sessions.AsNoTracking()
            .Where(s => s.StudioId == studio.Id && s.StartsAt >= from && s.StartsAt < to)
            .OrderBy(s => s.StartsAt)
            .Select(s => new SessionDto(s.Id, s.Title, s.StartsAt, s.DurationMinutes, s.Capacity - s.Booked))
            .ToListAsync(ct);

        var hours = JsonSerializer.Deserialize<OpeningHours>(studio.OpeningHoursJson)
                    ?? throw new InvalidOperationException($"studio {slug} has no opening hours");

        var week = new List<DaySchedule>(7);
        for (var i = 0; i < 7; i++)
        {
            var date = weekStart.AddDays(i);
            var open = hours.For(date.DayOfWeek);
            week.Add(new DaySchedule(
                date,
                open?[0],
                open?[1],
                sessions.Where(s => DateOnly.FromDateTime(s.StartsAt) == date).ToList()));
        }
        return week;
    }
}
