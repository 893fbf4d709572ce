using Acme.Booking.Data;
using Acme.Booking.Models;

namespace Acme.Booking.Api;

public record BookingDto(int Id, string ServiceName, string StoreName, DateTime StartsAt, string Status);

public static class BookingEndpoints
{
    public static void MapBookingEndpoints(this IEndpointRouteBuilder app)
    {
        var group = app.MapGroup("/api/bookings");

        group.MapGet("/{id:int}", async (int id, BookingRepository repo, CancellationToken ct) =>
            await repo.FindAsync(id, ct) is { } b ? Results.Ok(ToDto(b)) : Results.NotFound());

        group.MapGet("/customer/{customerId:int}", async (int customerId, BookingRepository repo, CancellationToken ct) =>
            Results.Ok((await repo.ForCustomerAsync(customerId, ct)).Select(ToDto)));
    }

    private static BookingDto ToDto(Booking b) =>
        new(b.Id, b.ServiceName, b.StoreName, DateTime.SpecifyKind(b.StartsAt, DateTimeKind.Utc), b.Status.ToString());
}
