using Microsoft.EntityFrameworkCore;
using Timesheets.Api.Data;
using Timesheets.Api.Models;

namespace Timesheets.Api.Services;

public class TimesheetService
{
    private readonly TimesheetsDbContext _db;
    private readonly ILogger<TimesheetService> _logger;

    public TimesheetService(TimesheetsDbContext db, ILogger<TimesheetService> logger)
    {
        _db = db;
        _logger = logger;
    }

    public async Task<TimeEntry> AddEntryAsync(int employeeId, DateOnly date, decimal hours, string projectCode,
        string? note, CancellationToken ct)
    {
        if (hours <= 0 || hours > 24)
        {
            throw new ArgumentOutOfRangeException(nameof(hours), hours, "Hours must be between 0 and 24.");
        }

        var entry = new TimeEntry
        {
            EmployeeId = employeeId,
            Date = date,
            Hours = hours,
            ProjectCode = projectCode,
            Note = note,
        };
        _db.TimeEntries.Add(entry);
        await _db.SaveChangesAsync(ct);
        return entry;
    }

    /// <summary>Hours an employee logged in the week (Monday to Sunday) that contains the given day.</summary>
    public async Task<WeeklyTotal> WeeklyTotalAsync(int employeeId, DateOnly anyDayInWeek, CancellationToken ct)
    {
        var start = WeekCalculator.StartOfWeek(anyDayInWeek);
        var end = WeekCalculator.EndOfWeek(anyDayInWeek);

        var entries = await _db.TimeEntries
            .AsNoTracking()
            .Where(e => e.EmployeeId == employeeId && e.Date >= start && e.Date < end)
            .ToListAsync(ct);

        _logger.LogDebug("Week {Start} for employee {Employee}: {Count} entries", start, employeeId, entries.Count);

        return new WeeklyTotal(
            employeeId,
            start,
            entries.Sum(e => e.Hours),
            entries.Where(e => e.Approved).Sum(e => e.Hours),
            entries.Count);
    }

    public async Task<IReadOnlyList<WeeklyTotal>> TeamWeekAsync(int teamId, DateOnly anyDayInWeek, CancellationToken ct)
    {
        var memberIds = await _db.Employees
            .Where(e => e.TeamId == teamId && e.Active)
            .Select(e => e.Id)
            .ToListAsync(ct);

        var totals = new List<WeeklyTotal>(memberIds.Count);
        foreach (var id in memberIds)
        {
            totals.Add(await WeeklyTotalAsync(id, anyDayInWeek, ct));
        }

        return totals;
    }

    public async Task ApproveWeekAsync(int employeeId, DateOnly weekStart, CancellationToken ct)
    {
        var end = weekStart.AddDays(7);
        await _db.TimeEntries
            .Where(e => e.EmployeeId == employeeId && e.Date >= weekStart && e.Date < end)
            .ExecuteUpdateAsync(s => s.SetProperty(e => e.Approved, true), ct);
    }
}
