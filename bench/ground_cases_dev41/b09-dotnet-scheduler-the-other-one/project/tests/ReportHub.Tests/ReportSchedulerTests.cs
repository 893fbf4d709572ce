using Microsoft.Extensions.Logging.Abstractions;
using Microsoft.Extensions.Time.Testing;
using ReportHub.Scheduling;
using Xunit;

namespace ReportHub.Tests;

public class ReportSchedulerTests
{
    private sealed class RecordingRunner : IReportRunner
    {
        public List<string> Ran { get; } = new();
        public void Run(ScheduledReport report) => Ran.Add(report.Name);
    }

    private static ScheduledReport Daily(string name, TimeSpan at) =>
        new() { Name = name, TimeOfDay = at, Days = Enum.GetValues<DayOfWeek>().ToHashSet() };

    [Fact]
    public void NextRun_IsToday_WhenTimeHasNotPassed()
    {
        var time = new FakeTimeProvider(new DateTimeOffset(2025, 11, 20, 23, 59, 30, TimeSpan.Zero));
        var scheduler = new ReportScheduler(new RecordingRunner(), NullLogger<ReportScheduler>.Instance, time);
        var job = Daily("sales", new TimeSpan(23, 59, 50));

        scheduler.Schedule(job);

        Assert.Equal(new DateTime(2025, 11, 20, 23, 59, 50), job.NextRun);
    }

    [Fact]
    public void NextRun_SkipsDaysNotInSchedule()
    {
        var job = new ScheduledReport { Name = "weekly", TimeOfDay = TimeSpan.FromHours(9), Days = new() { DayOfWeek.Monday } };

        var next = ReportScheduler.NextRun(job, new DateTime(2025, 11, 20, 10, 0, 0)); // a Thursday

        Assert.Equal(new DateTime(2025, 11, 24, 9, 0, 0), next);
    }

    [Fact]
    public async Task Tick_RunsOnlyDueReports()
    {
        var runner = new RecordingRunner();
        var time = new FakeTimeProvider(new DateTimeOffset(2025, 11, 20, 8, 0, 0, TimeSpan.Zero));
        var scheduler = new ReportScheduler(runner, NullLogger<ReportScheduler>.Instance, time)
        {
            TickInterval = TimeSpan.FromSeconds(30),
        };
        scheduler.Schedule(Daily("sales", new TimeSpan(9, 0, 0)));
        scheduler.Schedule(Daily("late", new TimeSpan(18, 0, 0)));

        await scheduler.StartAsync(CancellationToken.None);
        time.Advance(TimeSpan.FromHours(1));
        await scheduler.StopAsync(CancellationToken.None);

        Assert.Equal(new[] { "sales" }, runner.Ran);
    }
}
