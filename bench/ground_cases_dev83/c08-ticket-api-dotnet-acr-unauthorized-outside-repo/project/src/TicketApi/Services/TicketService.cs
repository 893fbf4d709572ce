using Microsoft.EntityFrameworkCore;
using TicketApi.Data;
using TicketApi.Models;

namespace TicketApi.Services;

public class TicketService(TicketDb db)
{
    public Task<List<Ticket>> ListAsync(TicketStatus? status, CancellationToken ct) =>
        db.Tickets
            .Where(t => status == null || t.Status == status)
            .OrderByDescending(t => t.CreatedAt)
            .Take(200)
            .ToListAsync(ct);

    public async Task<Ticket> CreateAsync(string title, string? description, CancellationToken ct)
    {
        var ticket = new Ticket { Title = title.Trim(), Description = description };
        db.Tickets.Add(ticket);
        await db.SaveChangesAsync(ct);
        return ticket;
    }

    public async Task<Ticket?> ResolveAsync(int id, CancellationToken ct)
    {
        var ticket = await db.Tickets.FindAsync([id], ct);
        if (ticket is null || ticket.Status == TicketStatus.Closed)
        {
            return null;
        }
        ticket.Status = TicketStatus.Resolved;
        ticket.ResolvedAt = DateTimeOffset.UtcNow;
        await db.SaveChangesAsync(ct);
        return ticket;
    }
}
