using Rostering.Shifts;

namespace Rostering.Tests;

internal sealed class InMemoryRosterStore : IRosterStore
{
    private readonly List<Shift> _shifts;

    public InMemoryRosterStore(params Shift[] shifts) => _shifts = shifts.ToList();

    public int Loads { get; private set; }

    public IEnumerable<Shift> LoadRoster(int teamId)
    {
        Loads++;
        return _shifts.Where(s => s.TeamId == teamId).ToList();
    }

    public void Save(Shift shift)
    {
        var i = _shifts.FindIndex(s => s.Id == shift.Id);
        if (i >= 0) _shifts[i] = shift; else _shifts.Add(shift);
    }

    public static Shift At(int teamId, DateTimeOffset start, string role = "cashier", int? assignee = null) =>
        new(Guid.NewGuid(), teamId, start, start.AddHours(8), role, assignee);
}
