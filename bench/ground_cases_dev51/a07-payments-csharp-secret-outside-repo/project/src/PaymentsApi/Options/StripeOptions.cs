using Microsoft.Extensions.Options;

namespace PaymentsApi.Options;

public sealed class StripeOptions
{
    public const string Section = "Stripe";

    /// <summary>Secret API key (sk_...). Comes from the environment in every deployed stage.</summary>
    public string ApiKey { get; set; } = "";

    /// <summary>Signing secret of the webhook endpoint (whsec_...). One per endpoint in the Stripe dashboard.</summary>
    public string WebhookSecret { get; set; } = "";

    /// <summary>How old a signed event may be, in seconds (Stripe's default is 300).</summary>
    public int WebhookToleranceSeconds { get; set; } = 300;
}

/// <summary>Fails startup when a deployed stage has no Stripe keys, instead of failing each request.</summary>
public sealed class StripeOptionsValidator(IHostEnvironment env) : IValidateOptions<StripeOptions>
{
    public ValidateOptionsResult Validate(string? name, StripeOptions options)
    {
        if (env.IsDevelopment())
        {
            return ValidateOptionsResult.Success;
        }
        var failures = new List<string>();
        if (!options.ApiKey.StartsWith("sk_", StringComparison.Ordinal))
        {
            failures.Add("Stripe:ApiKey must be a secret key (sk_...)");
        }
        if (!options.WebhookSecret.StartsWith("whsec_", StringComparison.Ordinal))
        {
            failures.Add("Stripe:WebhookSecret must be a webhook signing secret (whsec_...)");
        }
        return failures.Count == 0 ? ValidateOptionsResult.Success : ValidateOptionsResult.Fail(failures);
    }
}
