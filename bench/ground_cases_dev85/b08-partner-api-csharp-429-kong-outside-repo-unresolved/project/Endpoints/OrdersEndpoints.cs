using Kirin.PartnerApi.Infrastructure;
using Kirin.PartnerApi.Models;

namespace Kirin.PartnerApi.Endpoints;

public static class OrdersEndpoints
{
    public static void MapOrdersEndpoints(this IEndpointRouteBuilder app)
    {
        var v1 = app.MapGroup("/v1/orders").RequireAuthorization().RequireRateLimiting(RateLimiting.PartnerPolicy);

        v1.MapGet("/", (IOrderStore store, HttpContext http, int? limit) =>
        {
            var partner = http.User.Identity!.Name!;
            var take = Math.Clamp(limit ?? 50, 1, 200);
            return Results.Ok(store.ListForPartner(partner, take).Select(OrderDto.From));
        });

        v1.MapGet("/{id}", (IOrderStore store, HttpContext http, string id) =>
        {
            var order = store.Find(id);
            if (order is null || order.PartnerId != http.User.Identity!.Name)
            {
                return Results.Problem(statusCode: 404, title: "Not Found", detail: $"order {id} not found");
            }
            return Results.Ok(OrderDto.From(order));
        });
    }
}
