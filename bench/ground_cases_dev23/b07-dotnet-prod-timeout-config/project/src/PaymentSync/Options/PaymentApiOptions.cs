using System.ComponentModel.DataAnnotations;

namespace PaymentSync.Options;

public sealed class PaymentApiOptions
{
    public const string Section = "PaymentApi";

    [Required, Url]
    public string BaseUrl { get; set; } = "";

    /// <summary>API key. Comes from the PAYMENTAPI__APIKEY environment variable, never from appsettings.</summary>
    [Required]
    public string ApiKey { get; set; } = "";

    /// <summary>HttpClient.Timeout in seconds. Covers the whole call including retries.</summary>
    [Range(1, 300)]
    public int TimeoutSeconds { get; set; } = 30;

    [Range(0, 10)]
    public int RetryCount { get; set; } = 3;

    [Range(1, 1000)]
    public int PageSize { get; set; } = 500;
}

public sealed class SettlementOptions
{
    public const string Section = "Settlement";

    [Range(0, 23)]
    public int RunAtHourJst { get; set; } = 2;

    [Range(1, 31)]
    public int LookbackDays { get; set; } = 1;
}
