using ZaikoSync;
using ZaikoSync.Services;

var builder = Host.CreateApplicationBuilder(args);

builder.Services.Configure<SyncOptions>(builder.Configuration.GetSection("Sync"));
builder.Services.AddHttpClient<WarehouseClient>(c => c.Timeout = TimeSpan.FromSeconds(20));
builder.Services.AddSingleton<StockMerger>();
builder.Services.AddSingleton<StockRepository>();
builder.Services.AddHostedService<Worker>();

var host = builder.Build();
host.Run();
