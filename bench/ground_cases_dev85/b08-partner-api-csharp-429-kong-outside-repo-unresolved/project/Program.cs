using Kirin.PartnerApi.Endpoints;
using Kirin.PartnerApi.Infrastructure;
using Kirin.PartnerApi.Models;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddProblemDetails();
builder.Services.AddAuthentication(ApiKeyAuth.Scheme)
    .AddScheme<ApiKeyAuthOptions, ApiKeyAuthHandler>(ApiKeyAuth.Scheme, _ => { });
builder.Services.AddAuthorization();
builder.Services.AddPartnerRateLimiting(builder.Configuration);
builder.Services.AddSingleton<IOrderStore, InMemoryOrderStore>();

var app = builder.Build();

app.UseExceptionHandler();
app.UseStatusCodePages();
app.UseAuthentication();
app.UseAuthorization();
app.UseRateLimiter();

app.MapOrdersEndpoints();
app.MapProductsEndpoints();
app.MapGet("/healthz", () => Results.Ok(new { ok = true })).AllowAnonymous();

app.Run();

public partial class Program;
