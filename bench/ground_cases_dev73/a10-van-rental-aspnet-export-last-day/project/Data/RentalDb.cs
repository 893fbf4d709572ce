using Microsoft.EntityFrameworkCore;
using VanRental.Models;

namespace VanRental.Data;

public class RentalDb(DbContextOptions<RentalDb> options) : DbContext(options)
{
    public DbSet<Van> Vans => Set<Van>();
    public DbSet<Rental> Rentals => Set<Rental>();

    protected override void OnModelCreating(ModelBuilder b)
    {
        b.Entity<Van>().HasIndex(v => v.Plate).IsUnique();
        b.Entity<Rental>().Property(r => r.BaseAmount).HasPrecision(10, 2);
        b.Entity<Rental>().Property(r => r.LateFee).HasPrecision(10, 2);
        b.Entity<Rental>().HasIndex(r => r.PickupAt);
    }
}
