using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Logging.Abstractions;
using Microsoft.Extensions.Options;
using Zaiko.Api.Data;
using Zaiko.Api.Models;
using Zaiko.Api.Services;

namespace Zaiko.Tests;

public class StockServiceTests : IClassFixture<SqlServerFixture>
{
    private readonly SqlServerFixture _fx;

    public StockServiceTests(SqlServerFixture fx) => _fx = fx;

    private StockService NewService(ZaikoDbContext db) =>
        new(db, Options.Create(new ReservationOptions()), NullLogger<StockService>.Instance);

    [Fact]
    public async Task Reserve_decrements_available_and_adds_hold()
    {
        await using var db = _fx.NewContext();
        await _fx.SeedAsync(db, ("A-001", 5), ("B-002", 5));

        var holds = await NewService(db).ReserveAsync("cart-1", [new("A-001", 2), new("B-002", 1)], default);

        Assert.Equal(2, holds.Count);
        Assert.Equal(3, (await db.Stocks.AsNoTracking().SingleAsync(s => s.Sku == "A-001")).Available);
    }

    [Fact]
    public async Task Reserve_throws_when_short()
    {
        await using var db = _fx.NewContext();
        await _fx.SeedAsync(db, ("A-001", 1));

        await Assert.ThrowsAsync<OutOfStockException>(() =>
            NewService(db).ReserveAsync("cart-2", [new("A-001", 2)], default));
    }
}
