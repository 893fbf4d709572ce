using VanRental.Models;

namespace VanRental.Services;

/// <summary>
/// Late returns are charged per started day after the due time, at the van's day rate
/// plus 10% handling.
/// </summary>
public class LateFeeCalculator
{
    private const decimal Handling = 1.10m;
    private static readonly TimeSpan Grace = TimeSpan.FromMinutes(30);

    public decimal For(Rental rental, DateTime returnedAt)
    {
        var late = returnedAt - rental.DueAt;
        if (late <= Grace)
        {
            return 0m;
        }

        var startedDays = (int)Math.Ceiling(late.TotalDays);
        return Math.Round(startedDays * rental.Van.DayRate * Handling, 2, MidpointRounding.AwayFromZero);
    }
}
