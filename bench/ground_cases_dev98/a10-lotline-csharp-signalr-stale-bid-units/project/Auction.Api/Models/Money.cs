namespace Auction.Api.Models;

/// <summary>Amounts travel as decimals in major units and are stored as long minor units (cents).</summary>
public static class Money
{
    public const int MinorPerMajor = 100;

    /// <summary>124.99 -> 12499. Fractions of a cent are rounded half away from zero.</summary>
    public static long ToMinor(decimal amount)
    {
        if (amount < 0)
            throw new ArgumentOutOfRangeException(nameof(amount), "amounts cannot be negative");
        return decimal.ToInt64(decimal.Round(amount * MinorPerMajor, 0, MidpointRounding.AwayFromZero));
    }

    /// <summary>12499 -> 124.99</summary>
    public static decimal ToMajor(long minor) => minor / (decimal)MinorPerMajor;

    /// <summary>For messages shown to bidders: 12499 -> "124.99".</summary>
    public static string Format(long minor) => ToMajor(minor).ToString("0.00", System.Globalization.CultureInfo.InvariantCulture);

    /// <summary>True when the amount has no more precision than a cent.</summary>
    public static bool IsWholeCents(decimal amount) => decimal.Round(amount, 2) == amount;

    public static long Add(long a, long b) => checked(a + b);

    public static long Max(long a, long b) => Math.Max(a, b);

    public static long Clamp(long value, long min, long max) => Math.Clamp(value, min, max);
}
