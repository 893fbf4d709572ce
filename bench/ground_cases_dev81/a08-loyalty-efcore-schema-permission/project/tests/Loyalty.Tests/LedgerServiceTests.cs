using Loyalty.Api.Data;
using Loyalty.Api.Data.Entities;
using Loyalty.Api.Services;
using Microsoft.Data.Sqlite;
using Microsoft.EntityFrameworkCore;
using Xunit;

namespace Loyalty.Tests;

public class LedgerServiceTests : IDisposable
{
    private readonly SqliteConnection _conn = new("DataSource=:memory:");
    private readonly LoyaltyDbContext _db;

    public LedgerServiceTests()
    {
        _conn.Open();
        _db = new LoyaltyDbContext(new DbContextOptionsBuilder<LoyaltyDbContext>().UseSqlite(_conn).Options);
        _db.Database.EnsureCreated();
        _db.Customers.Add(new Customer { Id = 1, Email = "a@example.com" });
        _db.SaveChanges();
    }

    [Fact]
    public async Task EarnAddsToBalance()
    {
        var ledger = new LedgerService(_db);
        await ledger.EarnAsync(1, 120m, "order 1001");
        await ledger.EarnAsync(1, 30.5m, "review");
        Assert.Equal(150.5m, await ledger.BalanceAsync(1));
    }

    [Fact]
    public async Task EarnRejectsNegativeAmounts()
    {
        var ledger = new LedgerService(_db);
        await Assert.ThrowsAsync<ArgumentOutOfRangeException>(() => ledger.EarnAsync(1, -5m, "oops"));
    }

    public void Dispose()
    {
        _db.Dispose();
        _conn.Dispose();
    }
}
