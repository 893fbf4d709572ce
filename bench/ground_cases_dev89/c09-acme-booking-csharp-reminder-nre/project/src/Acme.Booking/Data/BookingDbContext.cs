using Acme.Booking.Models;
using Microsoft.EntityFrameworkCore;

namespace Acme.Booking.Data;

public class BookingDbContext(DbContextOptions<BookingDbContext> options) : DbContext(options)
{
    public DbSet<Booking> Bookings => Set<Booking>();
    public DbSet<Customer> Customers => Set<Customer>();

    protected override void OnModelCreating(ModelBuilder model)
    {
        model.Entity<Booking>(b =>
        {
            b.Property(x => x.ServiceName).HasMaxLength(100);
            b.Property(x => x.StoreName).HasMaxLength(100);
            b.Property(x => x.Status).HasConversion<string>().HasMaxLength(20);
            b.HasIndex(x => new { x.Status, x.ReminderSent, x.StartsAt });
            b.HasOne(x => x.Customer).WithMany(c => c.Bookings).HasForeignKey(x => x.CustomerId);
        });
        model.Entity<Customer>(c =>
        {
            c.Property(x => x.Name).HasMaxLength(50);
            c.Property(x => x.Phone).HasMaxLength(20);
        });
    }
}
