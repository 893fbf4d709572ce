using Acme.Booking.Models;
using Microsoft.EntityFrameworkCore;

namespace Acme.Booking.Data;

public class BookingRepository(BookingDbContext db)
{
    public Task<Booking?> FindAsync(int id, CancellationToken ct = default) =>
        db.Bookings.Include(b => b.Customer).FirstOrDefaultAsync(b => b.Id == id, ct);

    public Task<List<Booking>> ForCustomerAsync(int customerId, CancellationToken ct = default) =>
        db.Bookings.Where(b => b.CustomerId == customerId).OrderByDescending(b => b.StartsAt).ToListAsync(ct);

    /// <summary>Confirmed bookings starting before <paramref name="until"/> whose reminder has not gone out.</summary>
    public async Task<List<Booking>> GetDueRemindersAsync(DateTime until, CancellationToken ct = default)
    {
        return await db.Bookings
            .Where(b => b.Status == BookingStatus.Confirmed && !b.ReminderSent)
            .Where(b => b.StartsAt <= until)
            .OrderBy(b => b.StartsAt)
            .Take(200)
            .ToListAsync(ct);
    }

    public async Task MarkReminderSentAsync(IEnumerable<int> ids, CancellationToken ct = default)
    {
        await db.Bookings
            .Where(b => ids.Contains(b.Id))
            .ExecuteUpdateAsync(s => s.SetProperty(b => b.ReminderSent, true), ct);
    }
}
