using System.Security.Claims;
using Rooms.Api.Data;
using Rooms.Api.Services;

namespace Rooms.Api.Endpoints;

public static class BookingEndpoints
{
    public record BookRequest(Guid RoomId, DateTimeOffset Start, DateTimeOffset End);

    private static string GetUserId(this ClaimsPrincipal user) =>
        user.FindFirstValue(ClaimTypes.NameIdentifier) ?? throw new InvalidOperationException("no user id");

    public static void MapBookingEndpoints(this WebApplication app)
    {
        var group = app.MapGroup("/bookings").RequireAuthorization();

        group.MapPost("/", async (BookRequest req, ClaimsPrincipal user, BookingService svc, CancellationToken ct) =>
        {
            var booking = await svc.BookAsync(req.RoomId, user.GetUserId(), req.Start, req.End, ct);
            return Results.Created($"/bookings/{booking.Id}", booking);
        });

        // The room calendar: every booking that blocks the room in the window.
        group.MapGet("/rooms/{roomId:guid}", async (Guid roomId, DateTimeOffset from, DateTimeOffset to, BookingRepository repo, CancellationToken ct) =>
        {
            var taken = await repo.GetForRoomAsync(roomId, from, to, ct);
            return Results.Ok(taken.Select(b => new { b.Id, b.Start, b.End, b.OwnerId }));
        });

        group.MapDelete("/{id:guid}", async (Guid id, ClaimsPrincipal user, BookingService svc, CancellationToken ct) =>
        {
            await svc.CancelAsync(id, user.GetUserId(), ct);
            return Results.NoContent();
        });

        // "My bookings", last week onwards.
        group.MapGet("/mine", async (ClaimsPrincipal user, BookingRepository repo, TimeProvider clock, CancellationToken ct) =>
        {
            var mine = await repo.GetForUserAsync(user.GetUserId(), clock.GetUtcNow().AddDays(-7), ct);
            return Results.Ok(mine.Select(b => new { b.Id, Room = b.Room!.Name, b.Start, b.End, b.Status }));
        });
    }
}
