using System.Text.Json.Serialization;

namespace ColdChain.Ingest.Ingest;

/// <summary>冷柜/冷藏车上的温度探头每 30 秒上报一次。</summary>
public sealed record TelemetryReading(
    [property: JsonPropertyName("device_id")] string DeviceId,
    [property: JsonPropertyName("ts")] DateTimeOffset RecordedAt,
    [property: JsonPropertyName("temp_c")] double TemperatureC,
    [property: JsonPropertyName("battery")] int BatteryPercent);
