using Physio.Booking.Domain;

namespace Physio.Booking.Api;

public sealed record CreateSeriesRequest(DateTime FirstStart, int DurationMinutes, int IntervalWeeks, int Count);

public static class SeriesEndpoints
{
    public static void MapSeriesEndpoints(this WebApplication app)
    {
        app.MapPost("/series/preview", (CreateSeriesRequest req, RecurrenceExpander expander) =>
        {
            var rule = new RecurrenceRule(
                DateTime.SpecifyKind(req.FirstStart, DateTimeKind.Unspecified),
                TimeSpan.FromMinutes(req.DurationMinutes),
                req.IntervalWeeks,
                req.Count);
            try
            {
                var occ = expander.Expand(rule);
                return Results.Ok(occ.Select(o => new { start = o.StartsAt, end = o.EndsAt }));
            }
            catch (ArgumentException ex)
            {
                return Results.BadRequest(new { error = ex.Message });
            }
        });
    }
}
