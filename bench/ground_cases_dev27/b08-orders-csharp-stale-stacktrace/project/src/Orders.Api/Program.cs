using Microsoft.EntityFrameworkCore;
using Orders.Api.Data;
using Orders.Api.Services;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddDbContext<OrdersDbContext>(o =>
    o.UseNpgsql(builder.Configuration.GetConnectionString("Orders")));
builder.Services.AddScoped<IOrderRepository, OrderRepository>();
builder.Services.AddScoped<OrderService>();
builder.Services.AddEndpointsApiExplorer();
builder.Services.AddSwaggerGen();
builder.Services.AddProblemDetails();

var app = builder.Build();

if (app.Environment.IsDevelopment())
{
    app.UseSwagger();
    app.UseSwaggerUI();
}

app.UseExceptionHandler();
app.UseStatusCodePages();

app.MapGet("/orders/{id:int}", async (int id, OrderService svc, CancellationToken ct) =>
    await svc.GetAsync(id, ct) is { } order ? Results.Ok(order) : Results.NotFound());

app.MapPost("/orders", async (CreateOrderRequest req, OrderService svc, CancellationToken ct) =>
{
    var order = await svc.CreateAsync(req, ct);
    return Results.Created($"/orders/{order.Id}", order);
});

app.MapGet("/customers/{id:int}/summary", async (int id, OrderService svc, CancellationToken ct) =>
{
    try
    {
        return Results.Ok(await svc.GetSummaryAsync(id, ct));
    }
    catch (NotFoundException e)
    {
        return Results.NotFound(new { message = e.Message });
    }
});

app.Run();

public partial class Program;
