using System.Security.Claims;
using RoomBooking.Api.Models;
using RoomBooking.Api.Services;

namespace RoomBooking.Api.Endpoints;

public static class BookingEndpoints
{
    public static IEndpointRouteBuilder MapBookingEndpoints(this IEndpointRouteBuilder app)
    {
        var group = app.MapGroup("/bookings").RequireAuthorization();

        group.MapGet("/{id:int}", async (int id, BookingService svc, CancellationToken ct) =>
            await svc.GetAsync(id, ct) is { } b ? Results.Ok(b) : Results.NotFound());

        group.MapGet("/room/{roomId:int}/{day}", async (int roomId, DateOnly day, BookingService svc, CancellationToken ct) =>
            Results.Ok(await svc.ForRoomAsync(roomId, day, ct)));

        group.MapPost("/", async (CreateBookingRequest req, ClaimsPrincipal user, BookingService svc, CancellationToken ct) =>
        {
            var result = await svc.CreateAsync(req, UserId(user), ct);
            return result switch
            {
                { Booking: { } b } => Results.Created($"/bookings/{b.Id}", b),
                { IsConflict: true } => Results.Conflict(new { error = result.Error }),
                _ => Results.BadRequest(new { error = result.Error }),
            };
        });

        group.MapDelete("/{id:int}", async (int id, ClaimsPrincipal user, BookingService svc, CancellationToken ct) =>
            await svc.CancelAsync(id, UserId(user), user.IsInRole("facility"), ct) switch
            {
                BookingService.CancelOutcome.NotFound => Results.NotFound(),
                BookingService.CancelOutcome.Forbidden => Results.Forbid(),
                _ => Results.NoContent(),
            });

        return app;
    }

    public static IEndpointRouteBuilder MapImportEndpoints(this IEndpointRouteBuilder app)
    {
        app.MapPost("/import/recurring", async (List<RecurringImportService.Series> series, RecurringImportService svc, CancellationToken ct) =>
            Results.Ok(await svc.ImportAsync(series, ct)))
            .RequireAuthorization(p => p.RequireRole("facility"));
        return app;
    }

    internal static string UserId(ClaimsPrincipal user) =>
        user.FindFirstValue(ClaimTypes.NameIdentifier) ?? throw new InvalidOperationException("no user id claim");
}
