namespace Payroll.Forms;

public static class WarekiFormatter
{
    /// <summary>The first year of an era is written 元年, not 1年.</summary>
    private static string YearText(int year) => year == 1 ? "元" : year.ToString();

    /// <summary>"令和6年4月25日" as printed on payslips and withholding slips.</summary>
    public static string Long(DateOnly date)
    {
        var e = Eras.ToEra(date);
        return $"{e.Era}{YearText(e.Year)}年{e.Month}月{e.Day}日";
    }

    /// <summary>"R6.04.25" for narrow table columns.</summary>
    public static string Short(DateOnly date)
    {
        var e = Eras.ToEra(date);
        return $"{Eras.Abbreviation(e.Era)}{e.Year}.{e.Month:00}.{e.Day:00}";
    }

    /// <summary>"令和6年4月分" for the payslip title.</summary>
    public static string PayMonth(int year, int month)
    {
        var e = Eras.ToEra(new DateOnly(year, month, 1));
        return $"{e.Era}{YearText(e.Year)}年{e.Month}月分";
    }

    /// <summary>Full-width digits for forms that require them (年末調整).</summary>
    public static string FullWidthDigits(string s) =>
        new(s.Select(c => c is >= '0' and <= '9' ? (char)('０' + (c - '0')) : c).ToArray());
}
