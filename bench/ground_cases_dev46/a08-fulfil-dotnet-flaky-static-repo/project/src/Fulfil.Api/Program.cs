using Fulfil.Core;
using Fulfil.Core.Orders;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddSingleton<IClock, SystemClock>();
builder.Services.AddSingleton<IOrderRepository, InMemoryOrderRepository>();
builder.Services.AddScoped<OrderExpiryService>();
builder.Services.AddScoped<CheckoutService>();
builder.Services.AddHostedService<ExpirySweeper>();

var app = builder.Build();

app.MapPost("/orders", (CheckoutRequest req, CheckoutService checkout) =>
    Results.Created($"/orders/{checkout.Start(req.CustomerId, req.TotalCents)}", null));

app.MapGet("/orders/{id:guid}", (Guid id, IOrderRepository repo) =>
    repo.Find(id) is { } order ? Results.Ok(order) : Results.NotFound());

app.Run();

public record CheckoutRequest(long CustomerId, long TotalCents);
