using System.Globalization;

namespace ErpSync.Parsing;

public static class DateParser
{
    private static readonly string[] Formats = ["yyyy-MM-dd", "yyyy-MM-ddTHH:mm:ss", "yyyy-MM-ddTHH:mm:ssZ"];

    /// <summary>The ERP's invoice date ("2025-11-03" or with a time part) as a date.</summary>
    public static DateOnly Parse(string raw)
    {
        var dt = DateTime.ParseExact(raw.Trim(), Formats, CultureInfo.InvariantCulture,
            DateTimeStyles.AdjustToUniversal | DateTimeStyles.AssumeUniversal);
        return DateOnly.FromDateTime(dt);
    }
}
