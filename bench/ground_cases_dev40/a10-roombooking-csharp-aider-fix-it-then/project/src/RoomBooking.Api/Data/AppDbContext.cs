using Microsoft.EntityFrameworkCore;
using RoomBooking.Api.Models;

namespace RoomBooking.Api.Data;

public sealed class AppDbContext(DbContextOptions<AppDbContext> options) : DbContext(options)
{
    public DbSet<Room> Rooms => Set<Room>();
    public DbSet<Booking> Bookings => Set<Booking>();

    protected override void OnModelCreating(ModelBuilder model)
    {
        model.Entity<Room>(e =>
        {
            e.Property(r => r.Name).HasMaxLength(80);
            e.HasIndex(r => r.Name).IsUnique();
        });

        model.Entity<Booking>(e =>
        {
            e.Property(b => b.Title).HasMaxLength(200);
            e.Property(b => b.OwnerId).HasMaxLength(64);
            e.HasIndex(b => new { b.RoomId, b.Start });
            e.Property(b => b.Status).HasConversion<int>();
        });
    }
}
