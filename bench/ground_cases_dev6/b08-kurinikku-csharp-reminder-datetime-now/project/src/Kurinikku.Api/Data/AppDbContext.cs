using Microsoft.EntityFrameworkCore;

namespace Kurinikku.Api.Data;

public class AppDbContext(DbContextOptions<AppDbContext> options) : DbContext(options)
{
    public DbSet<Reservation> Reservations => Set<Reservation>();

    protected override void OnModelCreating(ModelBuilder b)
    {
        b.Entity<Reservation>(e =>
        {
            e.Property(r => r.PatientName).HasMaxLength(100);
            e.Property(r => r.PatientEmail).HasMaxLength(254);
            e.Property(r => r.Status).HasConversion<string>();
            e.HasIndex(r => new { r.ReminderSentAt, r.RemindAt });
        });
    }
}
