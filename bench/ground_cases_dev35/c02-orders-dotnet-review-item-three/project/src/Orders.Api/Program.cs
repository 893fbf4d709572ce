using Mall.Orders.Data;
using Mall.Orders.Events;
using Mall.Orders.Pricing;
using Mall.Orders.Services;
using Microsoft.EntityFrameworkCore;
using Serilog;

var builder = WebApplication.CreateBuilder(args);

builder.Host.UseSerilog((ctx, cfg) => cfg.ReadFrom.Configuration(ctx.Configuration));

builder.Services.AddDbContext<OrdersDbContext>(o =>
    o.UseSqlServer(builder.Configuration.GetConnectionString("Orders")));

builder.Services.AddSingleton<PriceCalculator>();
builder.Services.AddScoped<InventoryClient>();
builder.Services.AddScoped<OrderService>();
builder.Services.AddScoped<OrderEventsHandler>();
builder.Services.AddControllers();

var app = builder.Build();

app.UseSerilogRequestLogging();
app.MapControllers();

app.MapPost("/internal/order-events", async (OrderEvent evt, OrderEventsHandler handler) =>
{
    await handler.HandleAsync(evt);
    return Results.Accepted();
});

app.MapGet("/healthz", () => Results.Ok("ok"));

app.Run();
