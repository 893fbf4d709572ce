using System.ComponentModel.DataAnnotations;

namespace Billing.Api.Payments;

/// <summary>
/// 決済代行（pay-gw）の接続設定。appsettings の "PaymentGateway" セクションから読む。
/// </summary>
public sealed class PaymentGatewayOptions
{
    public const string Section = "PaymentGateway";

    [Required, Url]
    public string BaseUrl { get; set; } = "";

    [Required]
    public string MerchantId { get; set; } = "";

    [Required]
    public string ApiKey { get; set; } = "";

    /// <summary>HttpClient.Timeout に使う秒数。</summary>
    [Range(1, 120)]
    public int TimeoutSeconds { get; set; } = 10;

    public string UserAgent { get; set; } = "billing-api";
}
