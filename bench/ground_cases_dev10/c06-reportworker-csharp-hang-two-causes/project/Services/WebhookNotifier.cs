using System.Net.Http.Json;

namespace ReportWorker.Services;

/// <summary>报表生成后回调租户配置的 webhook。</summary>
public sealed class WebhookNotifier
{
    private readonly HttpClient _http;
    private readonly ILogger<WebhookNotifier> _logger;

    public WebhookNotifier(HttpClient http, ILogger<WebhookNotifier> logger)
    {
        _http = http;
        _logger = logger;
    }

    public async Task NotifyAsync(Tenant tenant, DateOnly day, string reportPath, CancellationToken ct)
    {
        if (string.IsNullOrWhiteSpace(tenant.WebhookUrl))
        {
            return;
        }

        var payload = new
        {
            tenantId = tenant.Id,
            day = day.ToString("yyyy-MM-dd"),
            file = Path.GetFileName(reportPath),
            generatedAt = DateTimeOffset.UtcNow,
        };

        using var response = await _http.PostAsJsonAsync(tenant.WebhookUrl, payload, ct);
        if (!response.IsSuccessStatusCode)
        {
            _logger.LogWarning("Webhook for tenant {TenantId} returned {Status}", tenant.Id, (int)response.StatusCode);
        }
    }
}
