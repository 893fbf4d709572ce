namespace Rostering.Shifts;

/// <summary>One shift on a team's roster. Times are UTC.</summary>
public sealed record Shift(
    Guid Id,
    int TeamId,
    DateTimeOffset StartsAt,
    DateTimeOffset EndsAt,
    string Role,
    int? AssigneeId = null)
{
    public TimeSpan Length => EndsAt - StartsAt;

    public bool Overlaps(Shift other) =>
        StartsAt < other.EndsAt && other.StartsAt < EndsAt;

    public Shift AssignTo(int employeeId) => this with { AssigneeId = employeeId };
}

/// <summary>Loads and saves rosters (one per team).</summary>
public interface IRosterStore
{
    IEnumerable<Shift> LoadRoster(int teamId);

    void Save(Shift shift);
}

public sealed class ShiftConflictException : Exception
{
    public ShiftConflictException(Shift shift, Shift clash)
        : base($"Shift {shift.Id} overlaps {clash.Id} for employee {clash.AssigneeId}.")
    {
    }
}
