using Azure.Identity;
using Payments.Api.Adyen;

var builder = WebApplication.CreateBuilder(args);

if (builder.Environment.IsProduction())
{
    // adyen-hmac-key など本番シークレットは Key Vault から (Adyen--HmacKey にマップ)
    var vault = new Uri(builder.Configuration["KeyVault:Uri"]!);
    builder.Configuration.AddAzureKeyVault(vault, new DefaultAzureCredential());
}

builder.Services.Configure<AdyenOptions>(builder.Configuration.GetSection("Adyen"));
builder.Services.AddSingleton<HmacValidator>();
builder.Services.AddSingleton<INotificationQueue, ChannelNotificationQueue>();
builder.Services.AddHostedService<NotificationWorker>();
builder.Services.AddControllers();

var app = builder.Build();
app.MapControllers();
app.Run();
