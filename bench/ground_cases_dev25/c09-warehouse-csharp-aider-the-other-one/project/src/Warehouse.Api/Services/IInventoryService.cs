using Warehouse.Api.Models;

namespace Warehouse.Api.Services;

public interface IInventoryService
{
    Task<PagedResult<InventoryItemDto>> ListAsync(int page, int pageSize, string? sku, CancellationToken ct);
    Task<ReserveResult> ReserveAsync(string sku, int quantity, string orderNo, CancellationToken ct);
    Task ReleaseAsync(string orderNo, CancellationToken ct);
    Task<IReadOnlyList<string>> LowStockAsync(CancellationToken ct);
}
