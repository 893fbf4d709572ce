using Microsoft.EntityFrameworkCore;
using TicketApi.Data;
using TicketApi.Models;
using TicketApi.Services;
using Xunit;

namespace TicketApi.Tests;

public class TicketServiceTests
{
    private static TicketDb NewDb() =>
        new(new DbContextOptionsBuilder<TicketDb>().UseInMemoryDatabase(Guid.NewGuid().ToString()).Options);

    [Fact]
    public async Task Create_trims_title()
    {
        var service = new TicketService(NewDb());
        var t = await service.CreateAsync("  打印机坏了 ", null, default);
        Assert.Equal("打印机坏了", t.Title);
    }

    [Fact]
    public async Task Resolve_sets_timestamp()
    {
        var db = NewDb();
        var service = new TicketService(db);
        var t = await service.CreateAsync("VPN 连不上", null, default);
        var resolved = await service.ResolveAsync(t.Id, default);
        Assert.NotNull(resolved);
        Assert.Equal(TicketStatus.Resolved, resolved!.Status);
        Assert.NotNull(resolved.ResolvedAt);
    }

    [Fact]
    public async Task Closed_ticket_cannot_be_resolved()
    {
        var db = NewDb();
        db.Tickets.Add(new Ticket { Title = "x", Status = TicketStatus.Closed });
        await db.SaveChangesAsync();
        var service = new TicketService(db);
        Assert.Null(await service.ResolveAsync(1, default));
    }
}
