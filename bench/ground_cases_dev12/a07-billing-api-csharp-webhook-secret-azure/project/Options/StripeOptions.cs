using System.ComponentModel.DataAnnotations;

namespace Billing.Api.Options;

/// <summary>
/// Bound from the "Stripe" configuration section. In Azure these come from App Service
/// application settings (Stripe__SecretKey, Stripe__WebhookSecret); locally from user-secrets.
/// </summary>
public sealed class StripeOptions
{
    public const string Section = "Stripe";

    /// <summary>sk_live_... / sk_test_...</summary>
    [Required]
    public string SecretKey { get; set; } = "";

    /// <summary>
    /// Signing secret of the webhook endpoint (whsec_...). Each endpoint in the dashboard
    /// has its own; `stripe listen` prints yet another one for local forwarding.
    /// </summary>
    [Required]
    public string WebhookSecret { get; set; } = "";

    /// <summary>How far the Stripe-Signature timestamp may be from now, in seconds.</summary>
    [Range(30, 3600)]
    public long SignatureToleranceSeconds { get; set; } = 300;

    /// <summary>Price ids that map to the "pro" plan.</summary>
    public string[] ProPriceIds { get; set; } = [];
}
