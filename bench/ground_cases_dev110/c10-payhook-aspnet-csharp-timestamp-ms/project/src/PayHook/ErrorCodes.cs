namespace PayHook;

/// <summary>Codes returned in the JSON body of rejected webhooks; the provider's dashboard shows them.</summary>
public static class ErrorCodes
{
    /// <summary>HMAC over "timestamp.body" does not match X-Pay-Signature.</summary>
    public const string SignatureMismatch = "WH-001";

    /// <summary>X-Pay-Timestamp too far from our clock (replay protection).</summary>
    public const string TimestampOutOfTolerance = "WH-002";

    /// <summary>X-Pay-Timestamp missing or not a number.</summary>
    public const string BadTimestamp = "WH-003";

    /// <summary>Body is not a payment event we understand.</summary>
    public const string UnknownEvent = "WH-004";

    /// <summary>Order referenced by the event does not exist.</summary>
    public const string UnknownOrder = "WH-005";

    public static int HttpStatus(string code) => code switch
    {
        SignatureMismatch or TimestampOutOfTolerance or BadTimestamp => StatusCodes.Status401Unauthorized,
        UnknownEvent => StatusCodes.Status400BadRequest,
        UnknownOrder => StatusCodes.Status404NotFound,
        _ => StatusCodes.Status500InternalServerError,
    };
}

public sealed record VerifyResult(bool Ok, string? Code)
{
    public static readonly VerifyResult Success = new(true, null);
    public static VerifyResult Fail(string code) => new(false, code);
}
