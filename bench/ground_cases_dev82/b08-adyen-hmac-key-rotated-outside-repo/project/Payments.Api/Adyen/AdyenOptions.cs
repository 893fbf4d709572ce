namespace Payments.Api.Adyen;

public sealed class AdyenOptions
{
    public string MerchantAccount { get; set; } = "";

    /// <summary>Hex HMAC key from Customer Area (Developers → Webhooks → Standard notification).</summary>
    public string HmacKey { get; set; } = "";

    public string BasicAuthUser { get; set; } = "";

    public string BasicAuthPassword { get; set; } = "";
}
