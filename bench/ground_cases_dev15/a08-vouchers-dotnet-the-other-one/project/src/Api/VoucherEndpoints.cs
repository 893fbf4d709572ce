using Microsoft.AspNetCore.Http.HttpResults;
using Tixly.Vouchers;

namespace Tixly.Api;

public static class VoucherEndpoints
{
    private const int MaxPageSize = 100;

    public static IEndpointRouteBuilder MapVoucherEndpoints(this IEndpointRouteBuilder app)
    {
        var group = app.MapGroup("/api/campaigns/{campaignId:guid}/vouchers").RequireAuthorization("backoffice");

        group.MapGet("/", async Task<Results<Ok<VoucherPage>, BadRequest<string>>> (
            Guid campaignId, VoucherRepository repo, CancellationToken ct, int page = 1, int pageSize = 20) =>
        {
            if (page < 1) return TypedResults.BadRequest("page starts at 1");
            if (pageSize is < 1 or > MaxPageSize) return TypedResults.BadRequest($"pageSize must be 1..{MaxPageSize}");
            return TypedResults.Ok(await repo.ListAsync(campaignId, page, pageSize, ct));
        });

        app.MapPost("/api/vouchers/validate", async (ValidateRequest req, VoucherService svc, CancellationToken ct) =>
        {
            var result = await svc.ValidateAsync(req.Code, req.Currency, ct);
            return result == RedeemResult.Ok ? Results.Ok() : Results.UnprocessableEntity(new { error = result.ToString() });
        });

        return app;
    }

    public record ValidateRequest(string Code, string Currency);
}
