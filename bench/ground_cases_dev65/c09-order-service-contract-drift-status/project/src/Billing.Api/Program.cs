using Billing.Api.Integrations.OrderService;
using Billing.Api.Invoicing;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddHttpClient<OrderServiceClient>(http =>
{
    var section = builder.Configuration.GetSection("OrderService");
    http.BaseAddress = new Uri(section["BaseUrl"]!);
    http.DefaultRequestHeaders.Add("X-Caller", "billing");
})
.AddStandardResilienceHandler(o =>
{
    var perTry = builder.Configuration.GetValue("OrderService:TimeoutSeconds", 5);
    o.AttemptTimeout.Timeout = TimeSpan.FromSeconds(perTry);
    o.TotalRequestTimeout.Timeout = TimeSpan.FromSeconds(perTry * 3);
    o.CircuitBreaker.SamplingDuration = TimeSpan.FromSeconds(perTry * 2 + 1);
});
builder.Services.AddScoped<InvoiceBuilder>();

var app = builder.Build();

app.MapPost("/invoices/{orderId}", async (string orderId, OrderServiceClient orders, InvoiceBuilder invoices) =>
{
    var order = await orders.GetOrderAsync(orderId);
    if (order is null) return Results.NotFound();
    var invoice = invoices.Build(order);
    return Results.Ok(invoice);
});

app.MapGet("/healthz", () => Results.Ok(new { ok = true }));

app.Run();

public partial class Program;
