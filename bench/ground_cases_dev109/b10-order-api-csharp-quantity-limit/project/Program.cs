using OrderApi.Orders;

var builder = WebApplication.CreateBuilder(args);
builder.Services.AddSingleton<OrderValidator>();
builder.Services.AddSingleton<PriceCalculator>();
var app = builder.Build();

app.MapPost("/orders/quote", (OrderRequest req, OrderValidator validator, PriceCalculator prices) =>
{
    var errors = validator.Validate(req);
    if (errors.Count > 0)
    {
        return Results.UnprocessableEntity(new
        {
            errors = errors.Select(code => new { code, message = ErrorCodes.Message(code) }),
        });
    }
    return Results.Ok(prices.Quote(req));
});

app.MapGet("/orders/limits", () => Results.Ok(new
{
    Limits.MaxPerLine,
    Limits.MaxLines,
}));

app.Run();

public record OrderLine(string Sku, int Quantity, decimal UnitPrice);

public record OrderRequest(List<OrderLine> Lines, string Prefecture, string PostalCode, string? CouponCode = null);

public record Quote(decimal Subtotal, decimal Shipping, decimal Total);
