using ColdChain.Ingest.Data;
using ColdChain.Ingest.Ingest;

var builder = Host.CreateApplicationBuilder(args);

builder.Services.AddSingleton(TimeProvider.System);
builder.Services.AddSingleton<HourlyRepository>();
builder.Services.AddSingleton<HourlyAggregator>();
builder.Services.AddSingleton<AlertDebouncer>();
builder.Services.AddSingleton<AlertPublisher>();
builder.Services.AddHostedService<MqttIngestWorker>();
builder.Services.AddHostedService<FlushWorker>();

builder.Build().Run();
