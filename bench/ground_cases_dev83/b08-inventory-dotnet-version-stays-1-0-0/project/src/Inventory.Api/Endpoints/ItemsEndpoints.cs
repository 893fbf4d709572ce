using Inventory.Api.Data;
using Microsoft.EntityFrameworkCore;

namespace Inventory.Api.Endpoints;

public static class ItemsEndpoints
{
    public sealed record CreateItem(string Sku, string Name, int Quantity);

    public static IEndpointRouteBuilder MapItemsEndpoints(this IEndpointRouteBuilder app)
    {
        var items = app.MapGroup("/items");

        items.MapGet("/", async (InventoryDb db) =>
            await db.Items.OrderBy(i => i.Sku).Take(200).ToListAsync());

        items.MapGet("/{sku}", async (string sku, InventoryDb db) =>
            await db.Items.FirstOrDefaultAsync(i => i.Sku == sku) is { } item
                ? Results.Ok(item)
                : Results.NotFound());

        items.MapPost("/", async (CreateItem input, InventoryDb db) =>
        {
            if (input.Quantity < 0)
                return Results.ValidationProblem(new Dictionary<string, string[]>
                {
                    ["quantity"] = ["quantity must not be negative"],
                });
            var item = new Item { Sku = input.Sku, Name = input.Name, Quantity = input.Quantity };
            db.Items.Add(item);
            await db.SaveChangesAsync();
            return Results.Created($"/items/{item.Sku}", item);
        });

        return app;
    }
}
