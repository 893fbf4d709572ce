using System.Text.Json;
using ColdChain.Ingest.Data;
using MQTTnet;
using MQTTnet.Client;

namespace ColdChain.Ingest.Ingest;

public sealed class MqttIngestWorker : BackgroundService
{
    private readonly HourlyAggregator _aggregator;
    private readonly AlertDebouncer _debouncer;
    private readonly AlertPublisher _alerts;
    private readonly IConfiguration _config;
    private readonly ILogger<MqttIngestWorker> _log;

    public MqttIngestWorker(HourlyAggregator aggregator, AlertDebouncer debouncer, AlertPublisher alerts,
        IConfiguration config, ILogger<MqttIngestWorker> log)
    {
        _aggregator = aggregator;
        _debouncer = debouncer;
        _alerts = alerts;
        _config = config;
        _log = log;
    }

    protected override async Task ExecuteAsync(CancellationToken stoppingToken)
    {
        var client = new MqttFactory().CreateMqttClient();
        client.ApplicationMessageReceivedAsync += async e =>
        {
            var reading = JsonSerializer.Deserialize<TelemetryReading>(e.ApplicationMessage.PayloadSegment);
            if (reading is null)
            {
                return;
            }
            _aggregator.Add(reading);
            if (reading.TemperatureC > _config.GetValue("Alert:MaxTempC", 8.0)
                && _debouncer.ShouldAlert(reading.DeviceId, reading.RecordedAt))
            {
                await _alerts.PublishOverTempAsync(reading, stoppingToken);
            }
        };

        var options = new MqttClientOptionsBuilder()
            .WithTcpServer(_config["Mqtt:Host"], _config.GetValue("Mqtt:Port", 1883))
            .WithClientId($"ingest-{Environment.MachineName}")
            .WithCleanSession(false)
            .Build();
        await client.ConnectAsync(options, stoppingToken);
        await client.SubscribeAsync("coldchain/+/telemetry", cancellationToken: stoppingToken);
        _log.LogInformation("subscribed to coldchain/+/telemetry");

        await Task.Delay(Timeout.Infinite, stoppingToken);
    }
}
