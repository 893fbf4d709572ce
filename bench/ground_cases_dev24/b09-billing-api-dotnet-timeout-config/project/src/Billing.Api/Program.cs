using Billing.Api.Data;
using Billing.Api.Endpoints;
using Billing.Api.Payments;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Options;
using Serilog;

var builder = WebApplication.CreateBuilder(args);

builder.Host.UseSerilog((ctx, services, cfg) => cfg
    .ReadFrom.Configuration(ctx.Configuration)
    .ReadFrom.Services(services));

builder.Services.AddDbContext<BillingDbContext>(opt =>
{
    var db = builder.Configuration.GetSection("Database");
    opt.UseNpgsql(builder.Configuration.GetConnectionString("Billing"), npgsql =>
    {
        npgsql.CommandTimeout(db.GetValue<int>("CommandTimeoutSeconds"));
        npgsql.EnableRetryOnFailure(db.GetValue<int>("MaxRetryCount"));
    });
});

builder.Services
    .AddOptions<PaymentGatewayOptions>()
    .Bind(builder.Configuration.GetSection(PaymentGatewayOptions.Section))
    .ValidateDataAnnotations()
    .ValidateOnStart();

builder.Services.AddHttpClient<PaymentGatewayClient>((sp, client) =>
{
    var options = sp.GetRequiredService<IOptions<PaymentGatewayOptions>>().Value;
    client.BaseAddress = new Uri(options.BaseUrl);
    client.Timeout = TimeSpan.FromSeconds(options.TimeoutSeconds);
    client.DefaultRequestHeaders.UserAgent.ParseAdd(options.UserAgent);
    client.DefaultRequestHeaders.Add("X-Api-Key", options.ApiKey);
});

var app = builder.Build();

app.UseSerilogRequestLogging();
app.MapGet("/healthz", () => Results.Ok("ok"));
app.MapChargeEndpoints();

app.Run();
