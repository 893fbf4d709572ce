using Shopfront.Api.Services;

namespace Shopfront.Api.Endpoints;

public record ApplyDiscountRequest(string Code, int BasketCents);

public static class DiscountEndpoints
{
    public static void MapDiscountEndpoints(this IEndpointRouteBuilder app)
    {
        app.MapPost("/api/discounts/apply", async (ApplyDiscountRequest req, DiscountCodeService service, CancellationToken ct) =>
        {
            if (string.IsNullOrWhiteSpace(req.Code) || req.BasketCents < 0)
            {
                return Results.BadRequest(new { error = "code and a non-negative basket are required" });
            }

            var (result, cents) = await service.ApplyAsync(req.Code, req.BasketCents, ct);
            return result switch
            {
                DiscountResult.Applied => Results.Ok(new { discountCents = cents }),
                DiscountResult.NotFound => Results.NotFound(new { error = "unknown code" }),
                DiscountResult.Expired => Results.UnprocessableEntity(new { error = "code expired" }),
                DiscountResult.UsedUp => Results.UnprocessableEntity(new { error = "code used up" }),
                DiscountResult.BelowMinimum => Results.UnprocessableEntity(new { error = "basket below minimum" }),
                _ => Results.StatusCode(500),
            };
        }).WithTags("Discounts");
    }
}
