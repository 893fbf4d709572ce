using System.Security.Cryptography;
using System.Text;
using Microsoft.Extensions.Options;

namespace PayHook;

public sealed class WebhookOptions
{
    public string Secret { get; set; } = "";
    public int ToleranceSeconds { get; set; } = 300;
}

public sealed class SignatureVerifier(IOptions<WebhookOptions> options, TimeProvider clock)
{
    private readonly WebhookOptions _options = options.Value;

    public VerifyResult Verify(string? timestampHeader, string? signatureHeader, string body)
    {
        if (string.IsNullOrEmpty(signatureHeader))
            return VerifyResult.Fail(ErrorCodes.SignatureMismatch);

        var expected = Sign($"{timestampHeader}.{body}");
        if (!CryptographicOperations.FixedTimeEquals(Encoding.ASCII.GetBytes(expected), Encoding.ASCII.GetBytes(signatureHeader)))
            return VerifyResult.Fail(ErrorCodes.SignatureMismatch);

        if (!long.TryParse(timestampHeader, out var sentAt))
            return VerifyResult.Fail(ErrorCodes.BadTimestamp);

        var skew = Math.Abs(clock.GetUtcNow().ToUnixTimeSeconds() - sentAt);
        if (skew > _options.ToleranceSeconds)
            return VerifyResult.Fail(ErrorCodes.TimestampOutOfTolerance);

        return VerifyResult.Success;
    }

    private string Sign(string payload)
    {
        using var hmac = new HMACSHA256(Encoding.UTF8.GetBytes(_options.Secret));
        return Convert.ToHexString(hmac.ComputeHash(Encoding.UTF8.GetBytes(payload))).ToLowerInvariant();
    }
}
