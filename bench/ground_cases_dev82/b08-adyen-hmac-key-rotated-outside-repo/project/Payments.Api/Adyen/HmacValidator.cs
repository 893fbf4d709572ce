using System.Security.Cryptography;
using System.Text;
using Microsoft.Extensions.Options;

namespace Payments.Api.Adyen;

public sealed class HmacValidator
{
    private readonly IOptionsMonitor<AdyenOptions> _options;

    public HmacValidator(IOptionsMonitor<AdyenOptions> options) => _options = options;

    public static string SigningString(NotificationItem item)
    {
        var a = item.Amount;
        return string.Join(":",
            item.PspReference,
            item.OriginalReference ?? "",
            item.MerchantAccountCode,
            item.MerchantReference,
            a.Value.ToString(),
            a.Currency,
            item.EventCode,
            item.Success);
    }

    public bool IsValid(NotificationItem item)
    {
        var expected = item.AdditionalData?.GetValueOrDefault("hmacSignature");
        if (string.IsNullOrEmpty(expected))
        {
            return false;
        }
        var key = Convert.FromHexString(_options.CurrentValue.HmacKey);
        using var hmac = new HMACSHA256(key);
        var actual = Convert.ToBase64String(hmac.ComputeHash(Encoding.UTF8.GetBytes(SigningString(item))));
        return CryptographicOperations.FixedTimeEquals(Encoding.ASCII.GetBytes(actual), Encoding.ASCII.GetBytes(expected));
    }
}
