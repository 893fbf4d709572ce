namespace ReportingApi.Options;

/// <summary>Settings of the CSV export, bound from the "Export" configuration section.</summary>
public sealed class ExportOptions
{
    public const string Section = "Export";

    /// <summary>Rows fetched from the database per round trip.</summary>
    public int BatchSize { get; set; }

    /// <summary>Hard cap on rows in one export; larger requests get 413.</summary>
    public int MaxRows { get; set; } = 200_000;

    /// <summary>Write a header row with the column names.</summary>
    public bool IncludeHeader { get; set; } = true;

    /// <summary>Time zone the timestamps are converted to before writing (IANA id).</summary>
    public string TimeZone { get; set; } = "Europe/Berlin";

    /// <summary>Problems with the bound values, empty when the options are usable.</summary>
    public IEnumerable<string> Problems()
    {
        if (MaxRows <= 0)
        {
            yield return "Export:MaxRows must be positive";
        }
        if (string.IsNullOrWhiteSpace(TimeZone))
        {
            yield return "Export:TimeZone is required";
        }
    }
}
