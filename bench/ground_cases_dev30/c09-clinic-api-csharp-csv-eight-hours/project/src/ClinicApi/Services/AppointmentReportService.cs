using System.Globalization;
using System.Text;
using ClinicApi.Data;
using ClinicApi.Models;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Options;

namespace ClinicApi.Services;

public sealed class ClinicOptions
{
    public string Name { get; set; } = "";
    public string TimeZone { get; set; } = "Asia/Shanghai";
    public string OpeningHours { get; set; } = "08:00-20:00";
}

public sealed class AppointmentReportService
{
    private readonly ClinicDbContext _db;
    private readonly TimeZoneInfo _tz;

    public AppointmentReportService(ClinicDbContext db, IOptions<ClinicOptions> options)
    {
        _db = db;
        _tz = TimeZoneInfo.FindSystemTimeZoneById(options.Value.TimeZone);
    }

    /// <summary>The UTC instants that bound one local calendar day of the clinic.</summary>
    public (DateTime Start, DateTime End) DayRangeUtc(DateOnly day)
    {
        var localStart = day.ToDateTime(TimeOnly.MinValue, DateTimeKind.Unspecified);
        var start = TimeZoneInfo.ConvertTimeToUtc(localStart, _tz);
        return (start, start.AddDays(1));
    }

    public async Task<DailySummary> SummaryAsync(DateOnly day, CancellationToken ct = default)
    {
        var (start, end) = DayRangeUtc(day);
        var rows = await _db.Appointments.AsNoTracking()
            .Where(a => a.StartsAt >= start && a.StartsAt < end)
            .GroupBy(a => a.Status)
            .Select(g => new { Status = g.Key, Count = g.Count() })
            .ToListAsync(ct);
        return new DailySummary(day, rows.ToDictionary(r => r.Status, r => r.Count));
    }

    /// <summary>One clinic day as CSV: time, doctor, patient, status.</summary>
    public async Task<string> ExportCsvAsync(DateOnly day, CancellationToken ct = default)
    {
        var (start, end) = DayRangeUtc(day);
        var list = await _db.Appointments.AsNoTracking()
            .Include(a => a.Patient)
            .Include(a => a.Doctor)
            .Where(a => a.StartsAt >= start && a.StartsAt < end)
            .OrderBy(a => a.StartsAt)
            .ToListAsync(ct);

        var sb = new StringBuilder();
        sb.AppendLine("时间,医生,患者,状态");
        foreach (var a in list)
        {
            sb.Append(a.StartsAt.ToString("yyyy-MM-dd HH:mm", CultureInfo.InvariantCulture)).Append(',')
              .Append(Csv(a.Doctor.Name)).Append(',')
              .Append(Csv(a.Patient.Name)).Append(',')
              .AppendLine(a.Status.ToString());
        }
        return sb.ToString();
    }

    private static string Csv(string s) =>
        s.Contains(',') || s.Contains('"') ? "\"" + s.Replace("\"", "\"\"") + "\"" : s;
}

public sealed record DailySummary(DateOnly Day, IReadOnlyDictionary<AppointmentStatus, int> ByStatus);
