using Inventory.Api.Services;

namespace Inventory.Api.Endpoints;

public static class StockEndpoints
{
    public record ReserveRequest(string Sku, int Quantity, string OrderId);

    public static void MapStockEndpoints(this IEndpointRouteBuilder app)
    {
        var group = app.MapGroup("/stock").WithTags("Stock");

        group.MapGet("/{sku}", async (string sku, StockService stock, CancellationToken ct) =>
            await stock.GetAsync(sku, ct) is { } item ? Results.Ok(item) : Results.NotFound());

        group.MapPost("/reservations", async (ReserveRequest req, StockService stock, CancellationToken ct) =>
        {
            if (req.Quantity <= 0)
                return Results.BadRequest(new { error = "quantity must be positive" });

            var result = await stock.ReserveAsync(req.Sku, req.Quantity, req.OrderId, ct);
            return result.Success
                ? Results.Ok(new { remaining = result.Remaining })
                : Results.Conflict(new { error = result.Error, remaining = result.Remaining });
        });

        group.MapDelete("/reservations/{orderId}", async (string orderId, StockService stock, CancellationToken ct) =>
        {
            var released = await stock.ReleaseAsync(orderId, ct);
            return released == 0 ? Results.NotFound() : Results.Ok(new { released });
        });
    }
}
