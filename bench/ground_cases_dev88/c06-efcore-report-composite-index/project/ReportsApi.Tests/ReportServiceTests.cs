using Microsoft.EntityFrameworkCore;
using ReportsApi.Data;
using ReportsApi.Models;
using ReportsApi.Services;
using Xunit;

public class ReportServiceTests
{
    private static AppDbContext NewDb()
    {
        var options = new DbContextOptionsBuilder<AppDbContext>()
            .UseInMemoryDatabase(Guid.NewGuid().ToString())
            .Options;
        return new AppDbContext(options);
    }

    [Fact]
    public async Task SumsOnlyTheCustomersOrdersInRange()
    {
        await using var db = NewDb();
        var now = DateTime.UtcNow;
        db.Orders.AddRange(
            new Order { CustomerId = 1, Total = 10m, CreatedAt = now.AddDays(-1) },
            new Order { CustomerId = 1, Total = 5m, CreatedAt = now.AddDays(-200) },
            new Order { CustomerId = 2, Total = 99m, CreatedAt = now.AddDays(-1) });
        await db.SaveChangesAsync();

        var report = await new ReportService(db).CustomerOrdersAsync(1, now.AddDays(-90), CancellationToken.None);

        Assert.Equal(1, report.OrderCount);
        Assert.Equal(10m, report.Revenue);
    }
}
