using Kurinikku.Api.Data;
using Kurinikku.Api.Services;

namespace Kurinikku.Api.Endpoints;

public record CreateReservation(string PatientName, string PatientEmail, int DoctorId, DateTime StartsAtLocal);

public static class ReservationEndpoints
{
    public static void MapReservationEndpoints(this WebApplication app)
    {
        app.MapPost("/reservations", async (CreateReservation req, AppDbContext db, ReminderSchedule schedule) =>
        {
            var startsAt = schedule.ToUtc(req.StartsAtLocal);
            var r = new Reservation
            {
                PatientName = req.PatientName,
                PatientEmail = req.PatientEmail,
                DoctorId = req.DoctorId,
                StartsAt = startsAt,
                RemindAt = schedule.RemindAtUtc(startsAt),
            };
            db.Reservations.Add(r);
            await db.SaveChangesAsync();
            return Results.Created($"/reservations/{r.Id}", new { r.Id });
        });

        app.MapPost("/reservations/{id:int}/cancel", async (int id, AppDbContext db) =>
        {
            var r = await db.Reservations.FindAsync(id);
            if (r is null) return Results.NotFound();
            r.Status = ReservationStatus.Cancelled;
            await db.SaveChangesAsync();
            return Results.NoContent();
        });
    }
}
