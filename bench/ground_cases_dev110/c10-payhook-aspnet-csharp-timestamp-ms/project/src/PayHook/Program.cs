using Microsoft.EntityFrameworkCore;
using PayHook;

var builder = WebApplication.CreateBuilder(args);

builder.Services.Configure<WebhookOptions>(builder.Configuration.GetSection("Webhook"));
builder.Services.AddSingleton(TimeProvider.System);
builder.Services.AddSingleton<SignatureVerifier>();
builder.Services.AddScoped<OrderService>();
builder.Services.AddDbContext<ShopDb>(o =>
    o.UseNpgsql(builder.Configuration.GetConnectionString("Shop")));

var app = builder.Build();

app.MapGet("/healthz", () => Results.Ok("ok"));
app.MapPost("/webhooks/pay", PaymentWebhookHandler.Handle);

app.Run();

public partial class Program
{
    // exposed for WebApplicationFactory in tests
}

// Webhook settings live in appsettings.{Environment}.json:
//   "Webhook": { "Secret": "...", "ToleranceSeconds": 300 }
// The provider signs "X-Pay-Timestamp + '.' + raw body" with HMAC-SHA256 (hex, lowercase)
// and retries a failed delivery up to 8 times over 24 hours.
// Staging uses the provider's sandbox, whose events carry test trade numbers.
// Production and staging share this code; only the secret differs.
