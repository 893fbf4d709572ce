using System.Net.Http.Json;
using Microsoft.Extensions.Options;

namespace KintaiApi.Notifications;

public sealed class SlackOptions
{
    public string WebhookUrl { get; set; } = "";
    public string Channel { get; set; } = "#kintai-alert";
}

public interface ISlackNotifier
{
    Task NotifyAsync(string text, CancellationToken ct = default);
}

public sealed class SlackNotifier : ISlackNotifier
{
    private readonly HttpClient _http;
    private readonly SlackOptions _options;
    private readonly ILogger<SlackNotifier> _logger;

    public SlackNotifier(HttpClient http, IOptions<SlackOptions> options, ILogger<SlackNotifier> logger)
    {
        _http = http;
        _options = options.Value;
        _logger = logger;
    }

    public async Task NotifyAsync(string text, CancellationToken ct = default)
    {
        if (string.IsNullOrEmpty(_options.WebhookUrl))
        {
            _logger.LogInformation("Slack webhook is not configured; skip notification");
            return;
        }

        try
        {
            var res = await _http.PostAsJsonAsync(_options.WebhookUrl, new { channel = _options.Channel, text }, ct);
            if (!res.IsSuccessStatusCode)
            {
                var body = await res.Content.ReadAsStringAsync(ct);
                _logger.LogWarning("Slack returned {Status}: {Body}", (int)res.StatusCode, body);
            }
        }
        catch (HttpRequestException ex)
        {
            _logger.LogWarning(ex, "Slack notification failed");
        }
    }
}
