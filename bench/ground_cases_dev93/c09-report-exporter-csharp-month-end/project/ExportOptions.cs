namespace ReportExporter;

/// <summary>
/// "Export" section of appsettings.json. The monthly order export runs on
/// <see cref="RunOnDay"/> of each month at <see cref="RunAtHour"/> (local time in
/// <see cref="TimeZone"/>) and exports the previous calendar month.
/// </summary>
public sealed class ExportOptions
{
    public const string Section = "Export";

    public int RunOnDay { get; set; } = 1;

    public int RunAtHour { get; set; } = 3;

    public string TimeZone { get; set; } = "Asia/Shanghai";

    /// <summary>Where the CSV files are written; finance reads them from this share.</summary>
    public string OutputDirectory { get; set; } = "/data/exports";

    public TimeZoneInfo Zone => TimeZoneInfo.FindSystemTimeZoneById(TimeZone);

    /// <summary>Year and month the run at <paramref name="localNow"/> should export.</summary>
    public (int Year, int Month) PreviousMonth(DateTime localNow)
    {
        var firstOfThisMonth = new DateTime(localNow.Year, localNow.Month, 1);
        var previous = firstOfThisMonth.AddMonths(-1);
        return (previous.Year, previous.Month);
    }

    public bool IsDue(DateTime localNow, DateOnly? lastRun) =>
        localNow.Day == RunOnDay
        && localNow.Hour >= RunAtHour
        && lastRun != DateOnly.FromDateTime(localNow);
}
