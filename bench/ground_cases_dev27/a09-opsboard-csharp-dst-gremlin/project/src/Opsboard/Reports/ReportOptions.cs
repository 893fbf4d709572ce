namespace Opsboard.Reports;

public sealed class ReportOptions
{
    public const string Section = "Reports";

    /// <summary>Local wall-clock time the daily report goes out.</summary>
    public TimeOnly DailyAt { get; set; } = new(7, 0);

    /// <summary>IANA or Windows time zone id.</summary>
    public string TimeZone { get; set; } = "Europe/Berlin";

    public List<string> Recipients { get; set; } = [];
}
