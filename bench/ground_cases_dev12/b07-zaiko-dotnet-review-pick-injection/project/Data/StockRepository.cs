using System.Data;
using Dapper;
using Npgsql;

namespace ZaikoApi.Data;

public interface IDbConnectionFactory
{
    IDbConnection Create();
}

public class NpgsqlConnectionFactory : IDbConnectionFactory
{
    private readonly string _connectionString;

    public NpgsqlConnectionFactory(string connectionString) => _connectionString = connectionString;

    public IDbConnection Create() => new NpgsqlConnection(_connectionString);
}

public record StockRow(string WarehouseCode, string ItemCode, int OnHand, int Allocated, int Priority);

public class StockRepository
{
    private readonly IDbConnectionFactory _factory;

    public StockRepository(IDbConnectionFactory factory)
    {
        _factory = factory;
    }

    public async Task<IReadOnlyList<StockRow>> FindByItemAsync(string itemCode)
    {
        using var conn = _factory.Create();
        var rows = await conn.QueryAsync<StockRow>(@"
SELECT s.warehouse_code AS WarehouseCode, s.item_code AS ItemCode, s.on_hand AS OnHand,
       s.allocated AS Allocated, w.priority AS Priority
  FROM stocks s JOIN warehouses w ON w.code = s.warehouse_code
 WHERE s.item_code = @ItemCode
 ORDER BY w.priority", new { ItemCode = itemCode });
        return rows.ToList();
    }

    public async Task AdjustAsync(string warehouseCode, string itemCode, int delta, string reason, string user)
    {
        using var conn = _factory.Create();
        conn.Open();
        using var tx = conn.BeginTransaction();
        await conn.ExecuteAsync(
            "UPDATE stocks SET on_hand = on_hand + @Delta WHERE warehouse_code = @W AND item_code = @I",
            new { Delta = delta, W = warehouseCode, I = itemCode }, tx);
        await conn.ExecuteAsync(
            "INSERT INTO stock_adjustments (warehouse_code, item_code, delta, reason, adjusted_by) VALUES (@W, @I, @Delta, @Reason, @User)",
            new { W = warehouseCode, I = itemCode, Delta = delta, Reason = reason, User = user }, tx);
        tx.Commit();
    }

    public async Task AllocateAsync(string warehouseCode, string itemCode, int qty)
    {
        using var conn = _factory.Create();
        await conn.ExecuteAsync(
            "UPDATE stocks SET allocated = allocated + @Qty WHERE warehouse_code = @W AND item_code = @I",
            new { Qty = qty, W = warehouseCode, I = itemCode });
    }
}
