using System.Text.Json;

namespace PayHook;

public sealed record PaymentEvent(string Type, string OrderNo, long AmountFen, string TradeNo);

public static class PaymentWebhookHandler
{
    private static readonly JsonSerializerOptions Json = new(JsonSerializerDefaults.Web);

    public static async Task<IResult> Handle(HttpRequest request, SignatureVerifier verifier,
        OrderService orders, ILogger<PaymentEvent> log)
    {
        // the signature covers the raw bytes the provider sent, so read them before parsing
        using var reader = new StreamReader(request.Body);
        var body = await reader.ReadToEndAsync();
        var evt = JsonSerializer.Deserialize<PaymentEvent>(body, Json);
        if (evt is null)
            return Reject(ErrorCodes.UnknownEvent);

        var check = verifier.Verify(request.Headers["X-Pay-Timestamp"], request.Headers["X-Pay-Signature"], body);
        if (!check.Ok)
        {
            log.LogWarning("Webhook rejected {Code} for {OrderNo}", check.Code, evt.OrderNo);
            return Reject(check.Code!);
        }

        if (evt.Type != "payment.succeeded")
            return Results.Ok(new { ignored = evt.Type });

        var found = await orders.MarkPaid(evt.OrderNo, evt.AmountFen, evt.TradeNo);
        if (!found)
            return Reject(ErrorCodes.UnknownOrder);

        log.LogInformation("Order {OrderNo} paid, trade {TradeNo}", evt.OrderNo, evt.TradeNo);
        return Results.Ok(new { ok = true });
    }

    private static IResult Reject(string code) =>
        Results.Json(new { code }, statusCode: ErrorCodes.HttpStatus(code));
}
