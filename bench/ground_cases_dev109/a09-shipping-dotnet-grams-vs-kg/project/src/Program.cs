using Shipping.Api.Shipping;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddSingleton<ShippingCalculator>();
builder.Services.AddSingleton<IOrderStore, InMemoryOrderStore>();
builder.Services.AddProblemDetails();

var app = builder.Build();

app.UseExceptionHandler();

app.MapGet("/health", () => Results.Ok(new { status = "ok" }));

app.MapPost("/quotes", (Order order, ShippingCalculator calculator) =>
{
    if (order.Lines.Any(l => l.Quantity <= 0))
    {
        return Results.ValidationProblem(new Dictionary<string, string[]>
        {
            ["lines"] = ["every line needs a quantity of at least 1"],
        });
    }
    return Results.Ok(calculator.Quote(order));
});

app.MapGet("/orders/{id}/shipping-quote", (string id, IOrderStore store, ShippingCalculator calculator) =>
    store.Find(id) is { } order
        ? Results.Ok(calculator.Quote(order))
        : Results.NotFound());

app.Run();

public sealed class InMemoryOrderStore : IOrderStore
{
    private readonly Dictionary<string, Order> _orders = new();

    public Order? Find(string id) => _orders.GetValueOrDefault(id);

    public void Add(Order order) => _orders[order.Id] = order;
}

public partial class Program;
