using Hexa.Reconciliation.PayPal;
using Hexa.Reconciliation.Services;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddControllers();
builder.Services.AddAuthentication().AddJwtBearer();
builder.Services.AddAuthorization(o => o.AddPolicy("Finance", p => p.RequireRole("finance", "admin")));
builder.Services.Configure<PayPalOptions>(builder.Configuration.GetSection("PayPal"));
builder.Services.AddHttpClient<PayPalReportingClient>();
builder.Services.AddSingleton<IExchangeRates, EcbExchangeRates>();
builder.Services.AddScoped<ReconciliationReport>();

var app = builder.Build();
app.UseAuthentication();
app.UseAuthorization();
app.MapControllers();
app.Run();
