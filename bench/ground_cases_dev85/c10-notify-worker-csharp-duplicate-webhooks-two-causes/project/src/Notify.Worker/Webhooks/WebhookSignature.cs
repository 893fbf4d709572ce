using System.Security.Cryptography;
using System.Text;

namespace Notify.Worker.Webhooks;

public static class WebhookSignature
{
    /// <summary>"t={unix},v1={hex hmac-sha256 of "{unix}.{body}"}"</summary>
    public static string Compute(string secret, long unixSeconds, string body)
    {
        var key = Encoding.UTF8.GetBytes(secret);
        var data = Encoding.UTF8.GetBytes($"{unixSeconds}.{body}");
        var mac = Convert.ToHexString(HMACSHA256.HashData(key, data)).ToLowerInvariant();
        return $"t={unixSeconds},v1={mac}";
    }
}
