using Microsoft.EntityFrameworkCore;
using Orders.Api.Data;
using Orders.Api.Domain;

namespace Orders.Api.Endpoints;

public static class OrderEndpoints
{
    public static void MapOrderEndpoints(this WebApplication app)
    {
        var group = app.MapGroup("/orders");

        group.MapGet("/{id:guid}", async (Guid id, OrdersDbContext db) =>
        {
            var order = await db.Orders.Include(o => o.Lines).FirstOrDefaultAsync(o => o.Id == id);
            return order is null
                ? Results.NotFound()
                : Results.Ok(new { order.Id, order.CustomerId, Total = OrderTotals.Total(order), order.Lines });
        });

        group.MapPost("/", async (Order order, OrdersDbContext db, ILogger<Order> log) =>
        {
            db.Orders.Add(order);
            await db.SaveChangesAsync();
            log.LogInformation("Created order {OrderId} with {LineCount} lines", order.Id, order.Lines.Count);
            return Results.Created($"/orders/{order.Id}", new { order.Id });
        });
    }
}
