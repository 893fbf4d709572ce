using Microsoft.EntityFrameworkCore;
using Shopfront.Api.Data;
using Shopfront.Api.Models;

namespace Shopfront.Api.Endpoints;

public static class ProductEndpoints
{
    public static void MapProductEndpoints(this IEndpointRouteBuilder app)
    {
        var group = app.MapGroup("/api/products").WithTags("Products");

        group.MapGet("/", async (HttpContext http, ShopDbContext db, string? category, int page = 1, int pageSize = 50) =>
        {
            if (page < 1 || pageSize < 1 || pageSize > 100)
            {
                return Results.BadRequest(new { error = "page must be >= 1 and pageSize between 1 and 100" });
            }

            var query = db.Products.AsNoTracking().Where(p => p.IsActive);
            if (!string.IsNullOrWhiteSpace(category))
            {
                query = query.Where(p => p.Category == category);
            }

            var total = await query.CountAsync();
            var products = await query
                .OrderBy(p => p.Name)
                .ThenBy(p => p.Id)
                .Skip((page - 1) * pageSize)
                .Take(pageSize)
                .ToListAsync();

            http.Response.Headers["X-Total-Count"] = total.ToString();
            return Results.Ok(products.Select(ProductDto.From));
        });

        group.MapGet("/{id:int}", async (ShopDbContext db, int id) =>
        {
            var product = await db.Products.AsNoTracking().FirstOrDefaultAsync(p => p.Id == id && p.IsActive);
            return product is null ? Results.NotFound() : Results.Ok(ProductDto.From(product));
        });
    }
}

public record ProductDto(int Id, string Sku, string Name, string Category, decimal Price)
{
    public static ProductDto From(Product p) => new(p.Id, p.Sku, p.Name, p.Category, p.PriceCents / 100m);
}
