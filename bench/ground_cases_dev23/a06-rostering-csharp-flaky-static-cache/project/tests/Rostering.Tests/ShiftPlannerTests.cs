using Microsoft.Extensions.Time.Testing;
using Rostering.Shifts;
using static Rostering.Tests.InMemoryRosterStore;

namespace Rostering.Tests;

public class ShiftPlannerTests
{
    private const int Team = 7;
    private static readonly DateTimeOffset Now = new(2025, 3, 10, 9, 0, 0, TimeSpan.Zero);

    [Fact]
    public void Upcoming_ExcludesPastShifts()
    {
        var store = new InMemoryRosterStore(
            At(Team, Now.AddHours(-20)),
            At(Team, Now.AddHours(3)),
            At(Team, Now.AddDays(1)));
        var planner = new ShiftPlanner(store, new FakeTimeProvider(Now));

        var upcoming = planner.Upcoming(Team);

        Assert.Equal(2, upcoming.Count);
        Assert.All(upcoming, s => Assert.True(s.StartsAt > Now));
    }

    [Fact]
    public void Assign_RejectsOverlappingShiftForSameEmployee()
    {
        var first = At(Team + 100, Now.AddHours(2), assignee: 42);
        var second = At(Team + 100, Now.AddHours(6));
        var planner = new ShiftPlanner(new InMemoryRosterStore(first, second), new FakeTimeProvider(Now));

        Assert.Throws<ShiftConflictException>(() => planner.Assign(Team + 100, second.Id, 42));
    }

    [Fact]
    public void OpenShifts_OnlyUnassignedFutureShifts()
    {
        var store = new InMemoryRosterStore(
            At(Team + 200, Now.AddHours(-2)),
            At(Team + 200, Now.AddHours(2), assignee: 5),
            At(Team + 200, Now.AddHours(4)));
        var planner = new ShiftPlanner(store, new FakeTimeProvider(Now));

        Assert.Single(planner.OpenShifts(Team + 200));
    }
}
