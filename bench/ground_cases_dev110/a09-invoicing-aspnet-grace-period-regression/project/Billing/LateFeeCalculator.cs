using Microsoft.Extensions.Options;

namespace Billing;

public sealed class LateFeeCalculator
{
    private readonly LateFeeOptions _options;

    public LateFeeCalculator(IOptions<LateFeeOptions> options)
    {
        _options = options.Value;
    }

    /// <summary>The last day on which paying costs no late fee.</summary>
    public DateOnly GracePeriodEndsOn(Invoice invoice) => invoice.DueDate.AddDays(_options.GraceDays);

    /// <summary>Whole days past the due date on <paramref name="asOf"/>; 0 when not overdue.</summary>
    public int DaysOverdue(Invoice invoice, DateOnly asOf)
    {
        if (!invoice.IsOpen)
        {
            return 0;
        }
        var days = asOf.DayNumber - invoice.DueDate.DayNumber;
        return days > 0 ? days : 0;
    }

    public decimal LateFee(Invoice invoice, DateOnly asOf)
    {
        var days = DaysOverdue(invoice, asOf);
        if (days == 0)
        {
            return 0m;
        }
        var fee = invoice.Amount * _options.DailyRate * (days - _options.GraceDays);
        var cap = invoice.Amount * _options.MaxFeeRatio;
        return Math.Round(Math.Min(fee, cap), 2, MidpointRounding.ToEven);
    }
}
