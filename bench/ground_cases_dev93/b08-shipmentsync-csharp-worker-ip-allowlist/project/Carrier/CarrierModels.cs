using System.Net;
using System.Text.Json.Serialization;

namespace ShipmentSync.Carrier;

/// <summary>Settings of the Hayate Express API (section "Carrier").</summary>
public sealed class CarrierOptions
{
    public string BaseUrl { get; set; } = "https://api.hayate-express.co.jp/";

    /// <summary>From Key Vault in production, user-secrets locally. Never in appsettings.</summary>
    public string ApiKey { get; set; } = "";

    public string ShipperCode { get; set; } = "";
}

/// <summary>One tracking event, e.g. code "DLV" (delivered) for a tracking number.</summary>
public sealed record TrackingEvent(
    [property: JsonPropertyName("tracking_number")] string TrackingNumber,
    [property: JsonPropertyName("code")] string Code,
    [property: JsonPropertyName("at")] DateTimeOffset At,
    [property: JsonPropertyName("location")] string? Location);

public sealed record EventPage(
    [property: JsonPropertyName("events")] List<TrackingEvent> Events,
    [property: JsonPropertyName("next")] string? Next);

/// <summary>A non-2xx answer of the carrier API, with its body for the log.</summary>
public sealed class CarrierApiException(HttpStatusCode status, string body)
    : Exception($"carrier API returned {(int)status}: {body}")
{
    public HttpStatusCode Status { get; } = status;

    public string Body { get; } = body;
}
