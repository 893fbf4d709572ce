using Billing.Core.Persistence;
using Billing.Core.Services;
using Billing.Infrastructure;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddControllers();
builder.Services.AddProblemDetails();
builder.Services.AddSingleton(TimeProvider.System);
builder.Services.AddBillingPersistence(builder.Configuration.GetConnectionString("Billing")!);
builder.Services.AddScoped<InvoiceService>();

var app = builder.Build();

app.UseExceptionHandler();
app.MapControllers();
app.MapGet("/healthz", () => Results.Ok());

app.Run();
