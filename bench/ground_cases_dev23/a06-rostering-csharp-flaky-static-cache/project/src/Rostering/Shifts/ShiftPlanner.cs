namespace Rostering.Shifts;

/// <summary>
/// Answers roster questions for the scheduling UI and the reports.
/// </summary>
public sealed class ShiftPlanner
{
    // Loading a roster is one query per week of shifts, so keep loaded rosters per team.
    private static readonly Dictionary<int, List<Shift>> Cache = new();

    private readonly IRosterStore _store;
    private readonly TimeProvider _clock;

    public ShiftPlanner(IRosterStore store, TimeProvider clock)
    {
        _store = store;
        _clock = clock;
    }

    public IReadOnlyList<Shift> Upcoming(int teamId)
    {
        var now = _clock.GetUtcNow();
        return Roster(teamId)
            .Where(s => s.StartsAt > now)
            .OrderBy(s => s.StartsAt)
            .ToList();
    }

    public IReadOnlyList<Shift> OpenShifts(int teamId) =>
        Roster(teamId)
            .Where(s => s.AssigneeId is null && s.StartsAt > _clock.GetUtcNow())
            .OrderBy(s => s.StartsAt)
            .ToList();

    public Shift Assign(int teamId, Guid shiftId, int employeeId)
    {
        var roster = Roster(teamId);
        var shift = roster.Single(s => s.Id == shiftId);
        var clash = roster.FirstOrDefault(s => s.AssigneeId == employeeId && s.Id != shiftId && s.Overlaps(shift));
        if (clash is not null)
        {
            throw new ShiftConflictException(shift, clash);
        }

        var assigned = shift.AssignTo(employeeId);
        _store.Save(assigned);
        Invalidate(teamId);
        return assigned;
    }

    public static void Invalidate(int teamId) => Cache.Remove(teamId);

    private List<Shift> Roster(int teamId)
    {
        if (!Cache.TryGetValue(teamId, out var shifts))
        {
            shifts = _store.LoadRoster(teamId).ToList();
            Cache[teamId] = shifts;
        }

        return shifts;
    }
}
