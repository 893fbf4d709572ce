using System.Globalization;
using System.Text.RegularExpressions;

namespace Billing.Core;

/// <summary>
/// Issues invoice numbers. Numbers must be unique and must never be reused,
/// even when an invoice is voided (Japanese qualified-invoice rules).
/// </summary>
public sealed partial class InvoiceNumberGenerator
{
    private readonly IInvoiceSequenceStore _sequences;
    private readonly TimeZoneInfo _tz;

    public InvoiceNumberGenerator(IInvoiceSequenceStore sequences, TimeZoneInfo? tz = null)
    {
        _sequences = sequences;
        _tz = tz ?? TimeZoneInfo.FindSystemTimeZoneById("Asia/Tokyo");
    }

    public async Task<string> NextAsync(DateTimeOffset issuedAt, CancellationToken ct = default)
    {
        var local = TimeZoneInfo.ConvertTime(issuedAt, _tz);
        var period = $"{local.Year}{local.Month}";
        var seq = await _sequences.IncrementAsync(period, ct);
        return $"INV-{period}-{seq:D4}";
    }

    public static bool IsValid(string number) => NumberPattern().IsMatch(number);

    public static int SequenceOf(string number)
    {
        var m = NumberPattern().Match(number);
        if (!m.Success)
        {
            throw new FormatException($"not an invoice number: {number}");
        }
        return int.Parse(m.Groups["seq"].Value, CultureInfo.InvariantCulture);
    }

    [GeneratedRegex(@"^INV-(?<period>\d{6})-(?<seq>\d{4})$")]
    private static partial Regex NumberPattern();
}
