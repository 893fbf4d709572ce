using Rostering.Shifts;

namespace Rostering.Reports;

public sealed record CoverageLine(DateOnly Day, string Role, int Needed, int Filled)
{
    public int Missing => Math.Max(0, Needed - Filled);
}

/// <summary>How many of the upcoming shifts per day and role are filled.</summary>
public sealed class CoverageReport
{
    private readonly ShiftPlanner _planner;

    public CoverageReport(ShiftPlanner planner) => _planner = planner;

    public IReadOnlyList<CoverageLine> ForTeam(int teamId)
    {
        return _planner.Upcoming(teamId)
            .GroupBy(s => (Day: DateOnly.FromDateTime(s.StartsAt.UtcDateTime), s.Role))
            .OrderBy(g => g.Key.Day)
            .ThenBy(g => g.Key.Role, StringComparer.Ordinal)
            .Select(g => new CoverageLine(
                g.Key.Day,
                g.Key.Role,
                Needed: g.Count(),
                Filled: g.Count(s => s.AssigneeId is not null)))
            .ToList();
    }

    public int MissingTotal(int teamId) => ForTeam(teamId).Sum(l => l.Missing);
}
