using Billing.Api.Data;
using Billing.Api.Options;
using Billing.Api.Services;
using Billing.Api.Webhooks;
using Microsoft.EntityFrameworkCore;
using Serilog;
using Stripe;

var builder = WebApplication.CreateBuilder(args);

builder.Host.UseSerilog((ctx, cfg) => cfg.ReadFrom.Configuration(ctx.Configuration).WriteTo.Console());

builder.Services.AddOptions<StripeOptions>()
    .Bind(builder.Configuration.GetSection(StripeOptions.Section))
    .ValidateDataAnnotations()
    .ValidateOnStart();

builder.Services.AddDbContext<BillingDb>(o =>
    o.UseNpgsql(builder.Configuration.GetConnectionString("Billing")));

builder.Services.AddSingleton<IStripeClient>(sp =>
{
    var key = builder.Configuration[$"{StripeOptions.Section}:SecretKey"];
    return new StripeClient(key);
});
builder.Services.AddScoped<SubscriptionService>();
builder.Services.AddEndpointsApiExplorer();
builder.Services.AddSwaggerGen();
builder.Services.AddHealthChecks().AddDbContextCheck<BillingDb>();

var app = builder.Build();

if (app.Environment.IsDevelopment())
{
    app.UseSwagger();
    app.UseSwaggerUI();
}

app.UseSerilogRequestLogging(o =>
{
    // Paths only: bodies may contain card fingerprints and customer emails.
    o.MessageTemplate = "HTTP {RequestMethod} {RequestPath} responded {StatusCode} in {Elapsed:0} ms";
});

app.MapHealthChecks("/healthz");
app.MapStripeWebhook();
app.MapGet("/subscriptions/{customerId}", async (string customerId, SubscriptionService subs) =>
    await subs.FindActiveAsync(customerId) is { } s ? Results.Ok(s) : Results.NotFound());

app.Run();
