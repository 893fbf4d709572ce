using MeetingRooms.Api.Models;
using Microsoft.EntityFrameworkCore;

namespace MeetingRooms.Api.Data;

public class BookingDbContext(DbContextOptions<BookingDbContext> options) : DbContext(options)
{
    public DbSet<Booking> Bookings => Set<Booking>();

    protected override void OnModelCreating(ModelBuilder model)
    {
        var booking = model.Entity<Booking>();
        booking.HasKey(b => b.Id);
        booking.Property(b => b.Title).HasMaxLength(120);
        booking.Property(b => b.OrganizerEmail).HasMaxLength(254);
        booking.Property(b => b.CancelledBy).HasMaxLength(254);
        booking.HasIndex(b => new { b.RoomId, b.Start });
        booking.Ignore(b => b.IsPast);

        // SQLite has no DateTimeOffset type: store as UTC ticks so ordering works.
        booking.Property(b => b.Start).HasConversion(
            v => v.UtcTicks,
            v => new DateTimeOffset(v, TimeSpan.Zero));
        booking.Property(b => b.End).HasConversion(
            v => v.UtcTicks,
            v => new DateTimeOffset(v, TimeSpan.Zero));
        booking.Property(b => b.CreatedAt).HasConversion(
            v => v.UtcTicks,
            v => new DateTimeOffset(v, TimeSpan.Zero));
        booking.Property(b => b.CancelledAt).HasConversion(
            v => v.HasValue ? v.Value.UtcTicks : (long?)null,
            v => v.HasValue ? new DateTimeOffset(v.Value, TimeSpan.Zero) : null);
    }
}
