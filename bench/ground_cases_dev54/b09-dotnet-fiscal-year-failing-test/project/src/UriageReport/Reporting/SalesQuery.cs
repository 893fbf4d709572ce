using Microsoft.EntityFrameworkCore;
using UriageReport.Data;

namespace UriageReport.Reporting;

public record DepartmentSales(string DepartmentCode, string DepartmentName, decimal Month, decimal YearToDate)
{
    public decimal LastYearMonth { get; init; }

    /// <summary>前年同月比。前年同月が 0 なら null（Excel では空欄）。</summary>
    public decimal? YearOverYear => LastYearMonth == 0 ? null : Month / LastYearMonth;
}

public class SalesQuery
{
    private readonly UriageDbContext _db;

    public SalesQuery(UriageDbContext db) => _db = db;

    public async Task<IReadOnlyList<DepartmentSales>> ByDepartmentAsync(ReportPeriod period, CancellationToken ct)
    {
        var fyStart = period.FiscalYearStart;
        var rows = await _db.SalesLines
            .Where(s => s.SoldOn >= fyStart && s.SoldOn < period.To && !s.IsCancelled)
            .GroupBy(s => new { s.DepartmentCode, s.Department.Name })
            .Select(g => new DepartmentSales(
                g.Key.DepartmentCode,
                g.Key.Name,
                g.Where(s => s.SoldOn >= period.From).Sum(s => s.Amount),
                g.Sum(s => s.Amount)))
            .OrderBy(x => x.DepartmentCode)
            .ToListAsync(ct);

        var last = period.SameMonthLastYear();
        var lastYear = await _db.SalesLines
            .Where(s => s.SoldOn >= last.From && s.SoldOn < last.To && !s.IsCancelled)
            .GroupBy(s => s.DepartmentCode)
            .Select(g => new { Code = g.Key, Amount = g.Sum(s => s.Amount) })
            .ToDictionaryAsync(x => x.Code, x => x.Amount, ct);

        return rows
            .Select(r => r with { LastYearMonth = lastYear.TryGetValue(r.DepartmentCode, out var a) ? a : 0m })
            .ToList();
    }
}
