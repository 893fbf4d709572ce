using System.Net;
using System.Net.Http.Json;
using System.Threading.RateLimiting;
using Microsoft.Extensions.Options;

namespace ShipSync.Worker;

public sealed class CarrierOptions
{
    public string BaseUrl { get; set; } = "";
    public string ApiKey { get; set; } = "";
    public int RetryCount { get; set; } = 3;
    public int TimeoutSeconds { get; set; } = 10;

    /// Client-side cap, kept a bit under the gateway quota for our consumer.
    public int MaxRequestsPerMinute { get; set; } = 95;
}

public sealed record TrackingEvent(string WaybillNo, string Status, string Location, DateTimeOffset OccurredAt);

public sealed class CarrierClient
{
    private readonly HttpClient _http;
    private readonly CarrierOptions _options;
    private readonly ILogger<CarrierClient> _logger;
    private readonly RateLimiter _limiter;

    public CarrierClient(HttpClient http, IOptions<CarrierOptions> options, ILogger<CarrierClient> logger)
    {
        _http = http;
        _options = options.Value;
        _logger = logger;
        _http.BaseAddress = new Uri(_options.BaseUrl);
        _http.Timeout = TimeSpan.FromSeconds(_options.TimeoutSeconds);
        _http.DefaultRequestHeaders.Add("apikey", _options.ApiKey);
        _limiter = new FixedWindowRateLimiter(new FixedWindowRateLimiterOptions
        {
            PermitLimit = _options.MaxRequestsPerMinute,
            Window = TimeSpan.FromMinutes(1),
            QueueLimit = int.MaxValue,
            QueueProcessingOrder = QueueProcessingOrder.OldestFirst,
        });
    }

    public async Task<IReadOnlyList<TrackingEvent>> GetTrackingAsync(string waybillNo, CancellationToken ct)
    {
        for (var attempt = 0; ; attempt++)
        {
            using var lease = await _limiter.AcquireAsync(1, ct);
            using var response = await _http.GetAsync($"tracking/{Uri.EscapeDataString(waybillNo)}", ct);
            if (IsTransient(response.StatusCode) && attempt < _options.RetryCount)
            {
                var delay = response.Headers.RetryAfter?.Delta ?? TimeSpan.FromSeconds(Math.Pow(2, attempt));
                _logger.LogDebug("Carrier returned {Status} for {Waybill}, retry {Attempt} in {Delay}",
                    (int)response.StatusCode, waybillNo, attempt + 1, delay);
                await Task.Delay(delay, ct);
                continue;
            }
            response.EnsureSuccessStatusCode();
            var events = await response.Content.ReadFromJsonAsync<List<TrackingEvent>>(cancellationToken: ct);
            return events ?? [];
        }
    }

    private static bool IsTransient(HttpStatusCode status) =>
        status == HttpStatusCode.TooManyRequests || (int)status >= 500;
}
