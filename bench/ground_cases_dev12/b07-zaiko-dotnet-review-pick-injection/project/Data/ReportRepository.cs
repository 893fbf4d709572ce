using Dapper;

namespace ZaikoApi.Data;

public record MovementRow(string ItemCode, string ItemName, int InQty, int OutQty);

public record ReorderRow(string WarehouseCode, string ItemCode, string ItemName, int OnHand, int ReorderPoint);

public class ReportRepository
{
    private readonly IDbConnectionFactory _factory;

    public ReportRepository(IDbConnectionFactory factory)
    {
        _factory = factory;
    }

    public async Task<IReadOnlyList<MovementRow>> GetMonthlyMovementsAsync(string warehouseCode, int year, int month)
    {
        var from = new DateTime(year, month, 1);
        var to = from.AddMonths(1);
        var sql = $@"
SELECT m.item_code AS ItemCode,
       i.name      AS ItemName,
       SUM(CASE WHEN m.kind = 'IN'  THEN m.qty ELSE 0 END) AS InQty,
       SUM(CASE WHEN m.kind = 'OUT' THEN m.qty ELSE 0 END) AS OutQty
  FROM stock_movements m
  JOIN items i ON i.code = m.item_code
 WHERE m.warehouse_code = '{warehouseCode}'
   AND m.moved_at >= @From AND m.moved_at < @To
 GROUP BY m.item_code, i.name
 ORDER BY m.item_code";

        using var conn = _factory.Create();
        var rows = await conn.QueryAsync<MovementRow>(sql, new { From = from, To = to });
        return rows.ToList();
    }

    public async Task<IReadOnlyList<ReorderRow>> GetBelowReorderPointAsync(string? warehouseCode)
    {
        const string sql = @"
SELECT s.warehouse_code AS WarehouseCode,
       s.item_code      AS ItemCode,
       i.name           AS ItemName,
       s.on_hand        AS OnHand,
       i.reorder_point  AS ReorderPoint
  FROM stocks s
  JOIN items i ON i.code = s.item_code
 WHERE s.on_hand < i.reorder_point
   AND (@Warehouse IS NULL OR s.warehouse_code = @Warehouse)
 ORDER BY s.warehouse_code, s.item_code";

        using var conn = _factory.Create();
        var rows = await conn.QueryAsync<ReorderRow>(sql, new { Warehouse = warehouseCode });
        return rows.ToList();
    }
}
