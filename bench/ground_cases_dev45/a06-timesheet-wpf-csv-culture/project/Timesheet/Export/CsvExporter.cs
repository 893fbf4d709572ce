using System.Collections.Generic;
using System.Globalization;
using System.Text;
using Timesheet.Models;

namespace Timesheet.Export;

/// <summary>
/// Writes entries in the layout the payroll import expects:
/// date,project,task,hours,rate,billable
/// </summary>
public static class CsvExporter
{
    public const string Header = "date,project,task,hours,rate,billable";

    public static string ToCsv(IEnumerable<TimeEntry> entries)
    {
        var sb = new StringBuilder();
        sb.AppendLine(Header);
        foreach (var entry in entries)
        {
            sb.Append(entry.Date.ToString("yyyy-MM-dd", CultureInfo.InvariantCulture)).Append(',');
            sb.Append(Quote(entry.Project)).Append(',');
            sb.Append(Quote(entry.Task)).Append(',');
            sb.Append(entry.Hours.ToString("0.##")).Append(',');
            sb.Append(entry.Rate.ToString("F2", CultureInfo.InvariantCulture)).Append(',');
            sb.Append(entry.Billable ? "1" : "0");
            sb.AppendLine();
        }
        return sb.ToString();
    }

    private static string Quote(string value)
    {
        if (value.IndexOfAny(new[] { ',', '"', '\n' }) < 0)
            return value;
        return "\"" + value.Replace("\"", "\"\"") + "\"";
    }
}
