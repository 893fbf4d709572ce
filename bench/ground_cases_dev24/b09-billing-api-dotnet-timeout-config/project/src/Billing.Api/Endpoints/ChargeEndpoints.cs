using Billing.Api.Data;
using Billing.Api.Payments;
using Microsoft.EntityFrameworkCore;

namespace Billing.Api.Endpoints;

public static class ChargeEndpoints
{
    public static void MapChargeEndpoints(this IEndpointRouteBuilder app)
    {
        var group = app.MapGroup("/charges");

        group.MapGet("/{id}", async (string id, BillingDbContext db, CancellationToken ct) =>
        {
            var charge = await db.Charges.AsNoTracking().FirstOrDefaultAsync(c => c.Id == id, ct);
            return charge is null ? Results.NotFound() : Results.Ok(charge);
        });

        group.MapPost("/{id}/capture", async (string id, BillingDbContext db, PaymentGatewayClient gateway, CancellationToken ct) =>
        {
            var charge = await db.Charges.FirstOrDefaultAsync(c => c.Id == id, ct);
            if (charge is null)
            {
                return Results.NotFound();
            }

            var result = await gateway.CaptureAsync(charge.Id, charge.Amount, ct);
            charge.Status = result.Status;
            charge.CapturedAt = result.CapturedAt;
            await db.SaveChangesAsync(ct);
            return Results.Ok(result);
        });
    }
}
