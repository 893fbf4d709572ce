using Microsoft.Extensions.Time.Testing;
using Rostering.Reports;
using Rostering.Shifts;
using static Rostering.Tests.InMemoryRosterStore;

namespace Rostering.Tests;

public class CoverageReportTests
{
    private const int Team = 7;
    private static readonly DateTimeOffset Monday = new(2025, 3, 10, 6, 0, 0, TimeSpan.Zero);

    private static CoverageReport ReportFor(params Shift[] shifts) =>
        new(new ShiftPlanner(new InMemoryRosterStore(shifts), new FakeTimeProvider(Monday.AddHours(-1))));

    [Fact]
    public void GroupsByDayAndRole()
    {
        var report = ReportFor(
            At(Team, Monday, "cashier", assignee: 1),
            At(Team, Monday.AddHours(2), "cashier"),
            At(Team, Monday.AddDays(1), "stock", assignee: 2));

        var lines = report.ForTeam(Team);

        Assert.Equal(2, lines.Count);
        Assert.Equal(new CoverageLine(new DateOnly(2025, 3, 10), "cashier", 2, 1), lines[0]);
        Assert.Equal(1, lines[0].Missing);
    }

    [Fact]
    public void MissingTotal_SumsAcrossDays()
    {
        var report = ReportFor(
            At(Team + 1, Monday, "cashier"),
            At(Team + 1, Monday.AddDays(2), "stock"));

        Assert.Equal(2, report.MissingTotal(Team + 1));
    }
}
