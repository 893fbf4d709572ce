using Microsoft.EntityFrameworkCore;
using VanRental.Data;
using VanRental.Models;
using VanRental.Services;

namespace VanRental.Endpoints;

public static class RentalEndpoints
{
    public static void MapRentalEndpoints(this WebApplication app)
    {
        var group = app.MapGroup("/rentals");

        group.MapPost("/{id:int}/return", async (int id, RentalDb db, LateFeeCalculator fees, TimeProvider clock) =>
        {
            var rental = await db.Rentals.Include(r => r.Van).FirstOrDefaultAsync(r => r.Id == id);
            if (rental is null || rental.Status != RentalStatus.PickedUp)
            {
                return Results.NotFound();
            }

            var now = clock.GetLocalNow().DateTime;
            rental.ReturnedAt = now;
            rental.LateFee = fees.For(rental, now);
            rental.Status = RentalStatus.Returned;
            await db.SaveChangesAsync();
            return Results.Ok(new { rental.Id, rental.LateFee, rental.Total });
        });
    }
}
