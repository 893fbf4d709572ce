using Billing.Api.Data;
using Billing.Api.Models;
using Billing.Api.Services;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Time.Testing;

namespace Billing.Tests;

public class InvoiceServiceTests
{
    private static readonly DateOnly Today = new(2025, 11, 10);

    private static (InvoiceService, BillingDbContext) Create()
    {
        var options = new DbContextOptionsBuilder<BillingDbContext>()
            .UseInMemoryDatabase(Guid.NewGuid().ToString())
            .Options;
        var db = new BillingDbContext(options);
        var clock = new FakeTimeProvider(new DateTimeOffset(2025, 11, 10, 9, 0, 0, TimeSpan.Zero));
        return (new InvoiceService(db, clock), db);
    }

    private static Invoice Make(int id, int customer = 1, bool deleted = false) => new()
    {
        Id = id, Number = $"INV-{id:D5}", CustomerId = customer, Amount = 1000m,
        Status = InvoiceStatus.Issued, IssuedOn = Today.AddDays(-id), DueOn = Today.AddDays(30 - id),
        IsDeleted = deleted,
    };

    [Fact]
    public async Task ListAsync_ReturnsOnlyTheCustomersInvoices()
    {
        var (svc, db) = Create();
        db.Invoices.AddRange(Make(1), Make(2), Make(3, customer: 2));
        await db.SaveChangesAsync();

        var items = await svc.ListAsync(1);

        Assert.Equal(new[] { 1, 2 }, items.Select(i => i.Id));
    }

    [Fact]
    public async Task DeleteAsync_MarksInvoiceDeleted()
    {
        var (svc, db) = Create();
        db.Invoices.Add(Make(1));
        await db.SaveChangesAsync();

        Assert.True(await svc.DeleteAsync(1));

        var stored = await db.Invoices.IgnoreQueryFilters().SingleAsync(i => i.Id == 1);
        Assert.True(stored.IsDeleted);
        Assert.NotNull(stored.DeletedAt);
    }

    [Fact]
    public async Task Restore_BringsBackSoftDeletedInvoice()
    {
        var (svc, db) = Create();
        db.Invoices.Add(Make(1, deleted: true));
        await db.SaveChangesAsync();

        Assert.True(await svc.RestoreAsync(1));
        Assert.Single(await svc.ListAsync(1));
    }
}
