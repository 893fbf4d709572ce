using Microsoft.AspNetCore.Mvc;
using PaymentsApi.Data;
using PaymentsApi.Services;

namespace PaymentsApi.Controllers;

[ApiController]
[Route("orders/{orderId}/refund")]
public sealed class RefundsController(IOrderPayments payments) : ControllerBase
{
    public sealed record RefundRequest(long? AmountCents, string? Reason);

    [HttpPost]
    public async Task<IActionResult> Refund(string orderId, RefundRequest request, CancellationToken ct)
    {
        var payment = await payments.FindAsync(orderId, ct);
        if (payment is null)
        {
            return NotFound();
        }
        if (payment.Status == PaymentStatus.Refunded || payment.RefundedCents >= payment.AmountCents)
        {
            return Conflict(new { error = "already_refunded" });
        }
        var remaining = payment.AmountCents - payment.RefundedCents;
        if (request.AmountCents is <= 0 || request.AmountCents > remaining)
        {
            return ValidationProblem($"amountCents must be between 1 and {remaining}");
        }

        var refund = await payments.RefundAsync(payment, request.AmountCents ?? remaining, request.Reason, ct);
        return Accepted(new { refund.Id, refund.Status });
    }
}
