using System.Net.Http.Json;
using ColdChain.Ingest.Ingest;

namespace ColdChain.Ingest.Data;

public sealed class AlertPublisher
{
    private static readonly HttpClient Http = new() { Timeout = TimeSpan.FromSeconds(5) };
    private readonly string _webhook;

    public AlertPublisher(IConfiguration config)
    {
        _webhook = config["Alert:Webhook"]!;
    }

    public Task PublishOverTempAsync(TelemetryReading r, CancellationToken ct) =>
        Http.PostAsJsonAsync(_webhook, new
        {
            msgtype = "text",
            text = new { content = $"[超温] 设备 {r.DeviceId} 当前 {r.TemperatureC:F1}℃（{r.RecordedAt:MM-dd HH:mm}）" },
        }, ct);
}
