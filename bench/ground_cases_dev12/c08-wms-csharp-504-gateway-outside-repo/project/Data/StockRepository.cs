using Dapper;
using MySqlConnector;

namespace Wms.Api.Data;

public class StockRecord
{
    public long Id { get; set; }
    public string WarehouseCode { get; set; } = "";
    public string SkuCode { get; set; } = "";
    public int Quantity { get; set; }
    public int Available { get; set; }
    public DateTime ErpUpdatedAt { get; set; }
    public DateTime UpdatedAt { get; set; }
}

public class StockRepository
{
    private readonly MySqlConnection _conn;

    public StockRepository(MySqlConnection conn)
    {
        _conn = conn;
    }

    public Task<StockRecord?> GetAsync(string warehouseCode, string skuCode)
    {
        const string sql = @"SELECT id, warehouse_code AS WarehouseCode, sku_code AS SkuCode, quantity, available,
                                    erp_updated_at AS ErpUpdatedAt, updated_at AS UpdatedAt
                             FROM stock WHERE warehouse_code = @warehouseCode AND sku_code = @skuCode";
        return _conn.QuerySingleOrDefaultAsync<StockRecord?>(sql, new { warehouseCode, skuCode });
    }

    public Task<int> UpsertAsync(string warehouseCode, string skuCode, int quantity, int available, DateTime erpUpdatedAt)
    {
        const string sql = @"INSERT INTO stock (warehouse_code, sku_code, quantity, available, erp_updated_at, updated_at)
                             VALUES (@warehouseCode, @skuCode, @quantity, @available, @erpUpdatedAt, NOW())
                             ON DUPLICATE KEY UPDATE quantity = VALUES(quantity), available = VALUES(available),
                                                     erp_updated_at = VALUES(erp_updated_at), updated_at = NOW()";
        return _conn.ExecuteAsync(sql, new { warehouseCode, skuCode, quantity, available, erpUpdatedAt });
    }

    public Task<IEnumerable<StockRecord>> ListByWarehouseAsync(string warehouseCode, int limit = 100)
    {
        const string sql = @"SELECT id, warehouse_code AS WarehouseCode, sku_code AS SkuCode, quantity, available,
                                    erp_updated_at AS ErpUpdatedAt, updated_at AS UpdatedAt
                             FROM stock WHERE warehouse_code = @warehouseCode ORDER BY updated_at DESC LIMIT @limit";
        return _conn.QueryAsync<StockRecord>(sql, new { warehouseCode, limit });
    }
}
