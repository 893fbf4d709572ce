using Serilog;
using Shipping.Api.Carriers;
using Shipping.Api.Endpoints;

var builder = WebApplication.CreateBuilder(args);

builder.Host.UseSerilog((ctx, cfg) => cfg.ReadFrom.Configuration(ctx.Configuration));

builder.Services.Configure<CarrierOptions>(builder.Configuration.GetSection("Carrier"));
builder.Services
    .AddHttpClient<ICarrierClient, CarrierClient>((sp, http) =>
    {
        var options = builder.Configuration.GetSection("Carrier").Get<CarrierOptions>()!;
        http.BaseAddress = new Uri(options.BaseUrl);
        http.Timeout = TimeSpan.FromSeconds(options.TimeoutSeconds);
    })
    .AddPolicyHandler(ResiliencePolicies.GetRetryPolicy());

var app = builder.Build();

app.UseSerilogRequestLogging();
app.MapQuoteEndpoints();
app.MapLabelEndpoints();
app.MapGet("/health", () => Results.Ok(new { status = "ok" }));

app.Run();

public partial class Program { }
