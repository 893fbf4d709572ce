using Kirin.PartnerApi.Infrastructure;

namespace Kirin.PartnerApi.Endpoints;

public static class ProductsEndpoints
{
    private static readonly object[] Products =
    [
        new { sku = "KRN-0001", name = "Standard plan", priceYen = 9800 },
        new { sku = "KRN-0002", name = "Extra seat", priceYen = 1200 },
    ];

    public static void MapProductsEndpoints(this IEndpointRouteBuilder app)
    {
        // v1 returns a bare array; v2 wraps it in { items, nextCursor }.
        app.MapGet("/v1/products", () => Results.Ok(Products))
            .RequireAuthorization()
            .RequireRateLimiting(RateLimiting.PartnerPolicy)
            .Deprecated(new DateOnly(2026, 6, 30), "/v2/products");

        app.MapGet("/v2/products", (string? cursor) => Results.Ok(new { items = Products, nextCursor = (string?)null }))
            .RequireAuthorization()
            .RequireRateLimiting(RateLimiting.PartnerPolicy);
    }
}
