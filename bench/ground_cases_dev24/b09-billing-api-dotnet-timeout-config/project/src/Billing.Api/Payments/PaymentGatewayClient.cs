using System.Net.Http.Json;
using Microsoft.Extensions.Options;

namespace Billing.Api.Payments;

public sealed record CaptureRequest(string MerchantId, string ChargeId, decimal Amount);

public sealed record CaptureResult(string ChargeId, string Status, DateTimeOffset CapturedAt);

public sealed class PaymentGatewayClient
{
    private readonly HttpClient _http;
    private readonly PaymentGatewayOptions _options;
    private readonly ILogger<PaymentGatewayClient> _logger;

    public PaymentGatewayClient(HttpClient http, IOptions<PaymentGatewayOptions> options, ILogger<PaymentGatewayClient> logger)
    {
        _http = http;
        _options = options.Value;
        _logger = logger;
    }

    public async Task<CaptureResult> CaptureAsync(string chargeId, decimal amount, CancellationToken ct)
    {
        var request = new CaptureRequest(_options.MerchantId, chargeId, amount);
        _logger.LogInformation("capture {ChargeId} {Amount}", chargeId, amount);

        using var response = await _http.PostAsJsonAsync($"charges/{chargeId}/capture", request, ct);
        if (!response.IsSuccessStatusCode)
        {
            var body = await response.Content.ReadAsStringAsync(ct);
            _logger.LogWarning("capture failed {ChargeId} {Status} {Body}", chargeId, (int)response.StatusCode, body);
            response.EnsureSuccessStatusCode();
        }

        var result = await response.Content.ReadFromJsonAsync<CaptureResult>(cancellationToken: ct);
        return result ?? throw new InvalidOperationException($"empty capture response for {chargeId}");
    }

    public async Task<string> GetStatusAsync(string chargeId, CancellationToken ct)
    {
        var result = await _http.GetFromJsonAsync<CaptureResult>($"charges/{chargeId}", ct);
        return result?.Status ?? "unknown";
    }
}
