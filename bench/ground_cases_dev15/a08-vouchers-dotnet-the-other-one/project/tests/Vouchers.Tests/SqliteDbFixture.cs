using Microsoft.Data.Sqlite;
using Microsoft.EntityFrameworkCore;
using Tixly.Vouchers;

namespace Tixly.Vouchers.Tests;

/// <summary>One in-memory SQLite database per test class.</summary>
public sealed class SqliteDbFixture : IDisposable
{
    private readonly SqliteConnection _connection = new("DataSource=:memory:");

    public SqliteDbFixture()
    {
        _connection.Open();
        using var db = NewContext();
        db.Database.EnsureCreated();
    }

    public VoucherDbContext NewContext() =>
        new(new DbContextOptionsBuilder<VoucherDbContext>().UseSqlite(_connection).Options);

    public async Task SeedAsync(params Voucher[] vouchers)
    {
        await using var db = NewContext();
        foreach (var v in vouchers)
        {
            if (v.Id == Guid.Empty) v.Id = Guid.NewGuid();
            if (v.CreatedAtUtc == default) v.CreatedAtUtc = DateTime.UtcNow;
        }
        db.Vouchers.AddRange(vouchers);
        await db.SaveChangesAsync();
    }

    public void Dispose() => _connection.Dispose();
}
