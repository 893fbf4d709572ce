using System.Net.Http.Json;
using ZaikoSync.Models;

namespace ZaikoSync.Services;

public sealed class WarehouseClient(HttpClient http, ILogger<WarehouseClient> logger)
{
    public async Task<WarehouseSnapshot?> FetchAsync(WarehouseEndpoint endpoint, CancellationToken ct)
    {
        try
        {
            var items = await http.GetFromJsonAsync<List<StockItem>>(new Uri(endpoint.BaseUrl, "/api/v2/stock"), ct);
            return new WarehouseSnapshot(endpoint.Code, DateTimeOffset.UtcNow, items ?? new List<StockItem>());
        }
        catch (Exception ex) when (ex is HttpRequestException or TaskCanceledException)
        {
            logger.LogWarning(ex, "Warehouse {Code} fetch failed", endpoint.Code);
            return null;
        }
    }
}
