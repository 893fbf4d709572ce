using Microsoft.EntityFrameworkCore;
using Shop.Api.Data;
using Shop.Api.Reports;
using Xunit;

namespace Shop.Tests;

public class ReportServiceTests
{
    private static AppDbContext NewDb()
    {
        var options = new DbContextOptionsBuilder<AppDbContext>()
            .UseInMemoryDatabase(Guid.NewGuid().ToString())
            .Options;
        var db = new AppDbContext(options);
        db.Stores.Add(new Store { Id = 1, Name = "西湖店", City = "杭州" });
        db.SaveChanges();
        return db;
    }

    private static Order At(string number, DateTime utc, decimal amount = 100m) => new()
    {
        Number = number, StoreId = 1, Status = OrderStatus.Completed, Amount = amount, CreatedAt = utc,
    };

    [Fact]
    public async Task Includes_orders_inside_the_range()
    {
        using var db = NewDb();
        db.Orders.Add(At("A1", new DateTime(2025, 11, 2, 3, 0, 0, DateTimeKind.Utc)));
        db.Orders.Add(At("A2", new DateTime(2025, 10, 20, 3, 0, 0, DateTimeKind.Utc)));
        db.SaveChanges();

        var rows = await new ReportService(db).GetSalesAsync(new DateOnly(2025, 11, 1), new DateOnly(2025, 11, 3), null);

        Assert.Equal(["A1"], rows.Select(r => r.Number));
    }

    [Fact]
    public async Task Local_midnight_belongs_to_the_local_day()
    {
        using var db = NewDb();
        // 2025-11-01 00:30 in China is 2025-10-31 16:30 UTC
        db.Orders.Add(At("B1", new DateTime(2025, 10, 31, 16, 30, 0, DateTimeKind.Utc)));
        db.SaveChanges();

        var rows = await new ReportService(db).GetSalesAsync(new DateOnly(2025, 11, 1), new DateOnly(2025, 11, 2), null);

        Assert.Single(rows);
    }
}
