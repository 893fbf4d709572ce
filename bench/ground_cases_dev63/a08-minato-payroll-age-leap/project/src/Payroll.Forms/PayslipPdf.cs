using System.Globalization;

namespace Payroll.Forms;

public sealed record PayslipLine(string Label, long Amount);

public sealed record Payslip(
    string EmployeeNo,
    string Name,
    DateOnly Birth,
    int Year,
    int Month,
    DateOnly PayDay,
    IReadOnlyList<PayslipLine> Earnings,
    IReadOnlyList<PayslipLine> Deductions);

public static class PayslipPdf
{
    private static readonly CultureInfo Ja = CultureInfo.GetCultureInfo("ja-JP");

    public static string Title(Payslip p) => $"給与明細書　{WarekiFormatter.PayMonth(p.Year, p.Month)}";

    public static string Yen(long amount) => amount.ToString("#,0", Ja) + "円";

    public static IEnumerable<string> Body(Payslip p)
    {
        yield return Title(p);
        yield return $"社員番号 {p.EmployeeNo}　{p.Name} 様";
        yield return $"支給日 {WarekiFormatter.Long(p.PayDay)}";
        foreach (var e in p.Earnings) yield return $"{e.Label}\t{Yen(e.Amount)}";
        foreach (var d in p.Deductions) yield return $"{d.Label}\t-{Yen(d.Amount)}";
        var net = p.Earnings.Sum(e => e.Amount) - p.Deductions.Sum(d => d.Amount);
        yield return $"差引支給額\t{Yen(net)}";
        if (AgeCalculator.PaysNursingCare(p.Birth, p.PayDay)) yield return "※介護保険料控除対象";
    }

    public static string Footer(DateOnly issued) =>
        $"発行日 {WarekiFormatter.Long(issued)}　株式会社ミナト";
}
