using System.Globalization;
using System.Text;

namespace Billing;

public static class ReceiptFormatter
{
    private static readonly CultureInfo Invariant = CultureInfo.InvariantCulture;

    public static string Format(Payment payment, IReadOnlyList<Refund> refunds)
    {
        var sb = new StringBuilder();
        sb.AppendLine($"Payment   {payment.Id}");
        sb.AppendLine($"Captured  {payment.CapturedAt.ToString("yyyy-MM-dd HH:mm", Invariant)} UTC");
        sb.AppendLine($"Amount    {payment.Amount.ToString("0.00", Invariant)} {payment.Currency}");
        foreach (var refund in refunds)
        {
            sb.AppendLine($"Refund    -{refund.Amount.ToString("0.00", Invariant)} ({refund.GatewayRef})");
        }
        sb.AppendLine($"Status    {payment.Status}");
        return sb.ToString().ReplaceLineEndings("\n");
    }
}
