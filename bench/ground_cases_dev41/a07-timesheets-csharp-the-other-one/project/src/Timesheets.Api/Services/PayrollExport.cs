using System.Globalization;
using CsvHelper;
using Microsoft.EntityFrameworkCore;
using Timesheets.Api.Data;

namespace Timesheets.Api.Services;

/// <summary>The CSV payroll imports every month: one row per employee and week, approved hours only.</summary>
public class PayrollExport
{
    private readonly TimesheetsDbContext _db;

    public PayrollExport(TimesheetsDbContext db) => _db = db;

    public async Task<string> BuildCsvAsync(DateOnly from, DateOnly to, CancellationToken ct)
    {
        var entries = await _db.TimeEntries
            .AsNoTracking()
            .Include(e => e.Employee)
            .Where(e => e.Approved && e.Date >= from && e.Date <= to)
            .ToListAsync(ct);

        var rows = entries
            .GroupBy(e => new { e.EmployeeId, e.Employee.PayrollNumber, Week = WeekCalculator.StartOfWeek(e.Date) })
            .OrderBy(g => g.Key.PayrollNumber)
            .ThenBy(g => g.Key.Week)
            .Select(g => new
            {
                g.Key.PayrollNumber,
                WeekStart = g.Key.Week.ToString("yyyy-MM-dd", CultureInfo.InvariantCulture),
                IsoWeek = WeekCalculator.IsoWeekNumber(g.Key.Week),
                Hours = g.Sum(e => e.Hours),
            });

        await using var writer = new StringWriter(CultureInfo.InvariantCulture);
        await using var csv = new CsvWriter(writer, CultureInfo.InvariantCulture);
        await csv.WriteRecordsAsync(rows, ct);
        return writer.ToString();
    }
}
