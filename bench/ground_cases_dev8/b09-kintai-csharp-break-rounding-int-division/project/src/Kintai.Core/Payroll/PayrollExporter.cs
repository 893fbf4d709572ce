namespace Kintai.Core.Payroll;

/// <summary>給与ソフトに渡す月次の集計 (時給制のパートさん向け)。</summary>
public sealed class PayrollExporter
{
    private const decimal OvertimePremium = 1.25m;
    private readonly decimal _hourlyWage;

    public PayrollExporter(decimal hourlyWage) => _hourlyWage = hourlyWage;

    public MonthlySummary Summarize(string employeeCode, IReadOnlyList<WorkDay> days)
    {
        double regularHours = 0, overtimeHours = 0;
        foreach (var day in days)
        {
            var (regular, overtime) = OvertimeCalculator.Split(day.Worked);
            regularHours += regular.TotalHours;
            overtimeHours += overtime.TotalHours;
        }

        var regularPay = Math.Round((decimal)regularHours * _hourlyWage, 0, MidpointRounding.AwayFromZero);
        var overtimePay = Math.Round((decimal)overtimeHours * _hourlyWage * OvertimePremium, 0,
            MidpointRounding.AwayFromZero);
        return new MonthlySummary(employeeCode, regularHours, overtimeHours, regularPay, overtimePay);
    }
}

public sealed record MonthlySummary(
    string EmployeeCode,
    double RegularHours,
    double OvertimeHours,
    decimal RegularPay,
    decimal OvertimePay)
{
    public decimal Total => RegularPay + OvertimePay;
}
