using Shipping.Api.Carriers;

namespace Shipping.Api.Endpoints;

public static class LabelEndpoints
{
    public static void MapLabelEndpoints(this WebApplication app)
    {
        app.MapPost("/labels", async (LabelRequest request, ICarrierClient carriers, CancellationToken ct) =>
        {
            if (string.IsNullOrWhiteSpace(request.OrderId))
            {
                return Results.BadRequest(new { error = "orderId is required" });
            }
            var label = await carriers.CreateLabelAsync(request, ct);
            return Results.Created($"/labels/{label.TrackingNumber}", label);
        });
    }
}
