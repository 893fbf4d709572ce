using ShipSync.Worker;

var builder = Host.CreateApplicationBuilder(args);

builder.Services.Configure<CarrierOptions>(builder.Configuration.GetSection("Carrier"));
builder.Services.AddHttpClient<CarrierClient>();
builder.Services.AddSingleton(_ =>
    new ShipmentStore(builder.Configuration.GetConnectionString("Shipments")
                      ?? throw new InvalidOperationException("ConnectionStrings:Shipments is missing")));
builder.Services.AddHostedService<SyncJob>();

var host = builder.Build();
host.Run();
