using Billing.Core.Model;
using Microsoft.Extensions.Options;

namespace Billing.Core.Pricing;

public sealed class InvoiceCalculator
{
    private readonly decimal _vatRate;
    private readonly decimal? _minimumCharge;

    public InvoiceCalculator(IOptions<BillingOptions> options)
    {
        _vatRate = options.Value.VatRate ?? 0.13m;
        _minimumCharge = options.Value.MinimumCharge;
    }

    /// <summary>
    /// Subtotal of the usage lines, minus the voucher, then VAT on what is left.
    /// A voucher can never take the net amount below zero.
    /// </summary>
    public InvoiceTotals Calculate(IReadOnlyList<UsageLine> lines, Voucher? voucher)
    {
        var subtotal = lines.Sum(l => Money(l.Quantity * l.UnitPrice));
        var discount = voucher is null ? 0m : Math.Min(VoucherAmount(voucher, subtotal), subtotal);
        var net = ApplyMinimum(subtotal - discount);
        var vat = Money(subtotal * _vatRate);
        return new InvoiceTotals(subtotal, discount, vat, net + vat);
    }

    private decimal ApplyMinimum(decimal net) =>
        _minimumCharge is { } min && net > 0m && net < min ? min : net;

    private static decimal VoucherAmount(Voucher voucher, decimal subtotal) => voucher.Kind switch
    {
        VoucherKind.Fixed => voucher.Value,
        VoucherKind.Percent => Money(subtotal * voucher.Value / 100m),
        _ => throw new ArgumentOutOfRangeException(nameof(voucher), voucher.Kind, "unknown voucher kind"),
    };

    private static decimal Money(decimal value) => Math.Round(value, 2, MidpointRounding.AwayFromZero);
}
