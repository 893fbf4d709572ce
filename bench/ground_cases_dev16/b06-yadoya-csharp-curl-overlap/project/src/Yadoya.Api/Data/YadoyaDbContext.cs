using Microsoft.EntityFrameworkCore;
using Yadoya.Api.Models;

namespace Yadoya.Api.Data;

public class YadoyaDbContext(DbContextOptions<YadoyaDbContext> options) : DbContext(options)
{
    public DbSet<Room> Rooms => Set<Room>();
    public DbSet<Reservation> Reservations => Set<Reservation>();

    protected override void OnModelCreating(ModelBuilder modelBuilder)
    {
        modelBuilder.Entity<Room>(e =>
        {
            e.HasIndex(r => r.Number).IsUnique();
            e.Property(r => r.NightlyRate).HasPrecision(10, 0);
            e.Property(r => r.Type).HasConversion<string>();
        });

        modelBuilder.Entity<Reservation>(e =>
        {
            e.HasOne(r => r.Room).WithMany(r => r.Reservations).HasForeignKey(r => r.RoomId);
            e.Property(r => r.Status).HasConversion<string>();
            e.HasIndex(r => new { r.RoomId, r.CheckIn });
        });
    }
}
