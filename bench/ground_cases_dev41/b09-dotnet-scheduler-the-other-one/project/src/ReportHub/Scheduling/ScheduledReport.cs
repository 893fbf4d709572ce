namespace ReportHub.Scheduling;

public sealed class ScheduledReport
{
    public required string Name { get; init; }
    public TimeSpan TimeOfDay { get; init; }
    public HashSet<DayOfWeek> Days { get; init; } = new();
    public string? Recipients { get; init; }
    public DateTime NextRun { get; set; }
}

public interface IReportRunner
{
    void Run(ScheduledReport report);
}
