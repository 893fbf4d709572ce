using Billing.Core.Models;
using Billing.Core.Services;
using Microsoft.Extensions.Logging.Abstractions;
using Microsoft.Extensions.Time.Testing;
using Xunit;

namespace Billing.Core.Tests;

public class InvoiceServiceTests
{
    private static InvoiceService Service(FakeInvoiceRepository repo, DateTimeOffset now) =>
        new(repo, new FakeTimeProvider(now), NullLogger<InvoiceService>.Instance, new FakePdfRenderer());

    private static Invoice Issued(int netDays, DateOnly issuedOn) => new()
    {
        Id = Guid.NewGuid(),
        Number = "INV-1001",
        Status = InvoiceStatus.Issued,
        IssuedOn = issuedOn,
        Total = 100m,
        Customer = new Customer { Name = "Acme", Terms = new PaymentTerms { NetDays = netDays } },
    };

    [Fact]
    public void DueDate_adds_net_days()
    {
        var svc = Service(new FakeInvoiceRepository(), DateTimeOffset.UtcNow);
        Assert.Equal(new DateOnly(2025, 3, 31), svc.GetDueDate(Issued(30, new DateOnly(2025, 3, 1))));
    }

    [Fact]
    public async Task Overdue_lists_only_past_due()
    {
        var repo = new FakeInvoiceRepository();
        repo.Add(Issued(14, new DateOnly(2025, 1, 1)));
        repo.Add(Issued(60, new DateOnly(2025, 1, 1)));
        var svc = Service(repo, new DateTimeOffset(2025, 2, 1, 0, 0, 0, TimeSpan.Zero));
        var overdue = await svc.ListOverdueAsync();
        Assert.Single(overdue);
    }
}
