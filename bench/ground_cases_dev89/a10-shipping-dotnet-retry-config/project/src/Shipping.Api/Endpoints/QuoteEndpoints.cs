using Shipping.Api.Carriers;

namespace Shipping.Api.Endpoints;

public static class QuoteEndpoints
{
    private static readonly HashSet<string> Supported = ["NL", "BE", "DE", "FR", "LU", "AT"];

    public static void MapQuoteEndpoints(this WebApplication app)
    {
        app.MapPost("/quotes", async (QuoteRequest request, ICarrierClient carriers, CancellationToken ct) =>
        {
            if (!Supported.Contains(request.ToCountry) || !Supported.Contains(request.FromCountry))
            {
                return Results.BadRequest(new { error = $"unsupported route {request.FromCountry}->{request.ToCountry}" });
            }
            if (request.WeightGrams is <= 0 or > 31_500)
            {
                return Results.BadRequest(new { error = "weight must be between 1 g and 31.5 kg" });
            }
            var quotes = await carriers.GetQuotesAsync(request, ct);
            return Results.Ok(quotes.OrderBy(q => q.PriceEur));
        });
    }
}
