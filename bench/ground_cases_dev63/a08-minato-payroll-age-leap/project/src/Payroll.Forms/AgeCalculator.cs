namespace Payroll.Forms;

/// <summary>Ages for the insurance and pension sections of the payslip.</summary>
public static class AgeCalculator
{
    /// <summary>Completed years of age on <paramref name="on"/>.</summary>
    public static int AgeOn(DateOnly birth, DateOnly on)
    {
        if (on < birth)
        {
            throw new ArgumentException("date is before birth", nameof(on));
        }
        var days = on.DayNumber - birth.DayNumber;
        return days / 365;
    }

    /// <summary>Nursing care insurance (介護保険) is deducted from age 40 to 64.</summary>
    public static bool PaysNursingCare(DateOnly birth, DateOnly payDay)
    {
        var age = AgeOn(birth, payDay);
        return age >= 40 && age < 65;
    }

    /// <summary>Employees' pension contributions stop at 70.</summary>
    public static bool PaysPension(DateOnly birth, DateOnly payDay) => AgeOn(birth, payDay) < 70;

    /// <summary>Age band printed on the slip, e.g. "40代".</summary>
    public static string Band(DateOnly birth, DateOnly on)
    {
        var age = AgeOn(birth, on);
        return $"{age / 10 * 10}代";
    }
}
