using Azure.Identity;
using Microsoft.Extensions.Options;
using ShipmentSync;
using ShipmentSync.Carrier;
using ShipmentSync.Orders;

var builder = Host.CreateApplicationBuilder(args);

if (builder.Environment.IsProduction())
{
    // Secrets (Carrier--ApiKey, ConnectionStrings--Orders) live in Key Vault; the infra repo manages them.
    var vaultUri = new Uri(builder.Configuration["KeyVault:Uri"]
        ?? throw new InvalidOperationException("KeyVault:Uri is not set"));
    builder.Configuration.AddAzureKeyVault(vaultUri, new DefaultAzureCredential());
}

builder.Services.Configure<CarrierOptions>(builder.Configuration.GetSection("Carrier"));
builder.Services.Configure<SyncOptions>(builder.Configuration.GetSection("Sync"));
builder.Services.AddHttpClient<CarrierClient>((sp, http) =>
{
    var options = sp.GetRequiredService<IOptions<CarrierOptions>>().Value;
    http.BaseAddress = new Uri(options.BaseUrl);
    http.Timeout = TimeSpan.FromSeconds(20);
});

builder.Services.AddSingleton(_ => new OrderRepository(
    builder.Configuration.GetConnectionString("Orders")
    ?? throw new InvalidOperationException("ConnectionStrings:Orders is not set")));
builder.Services.AddSingleton<StatusMapper>();
builder.Services.AddHostedService<Worker>();

var host = builder.Build();
host.Run();
