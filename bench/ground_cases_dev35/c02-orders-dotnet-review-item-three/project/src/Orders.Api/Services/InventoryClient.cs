using System.Net.Http.Json;

namespace Mall.Orders.Services;

public record StockReservation(string Sku, int Quantity);

/// <summary>
/// 调库存服务锁库存/释放库存
/// </summary>
public class InventoryClient
{
    private readonly string _baseUrl;
    private readonly ILogger<InventoryClient> _logger;

    public InventoryClient(IConfiguration config, ILogger<InventoryClient> logger)
    {
        _baseUrl = config["Inventory:BaseUrl"] ?? "http://inventory.internal";
        _logger = logger;
    }

    public async Task<bool> ReserveAsync(long orderId, IReadOnlyList<StockReservation> items, CancellationToken ct = default)
    {
        using var http = new HttpClient { BaseAddress = new Uri(_baseUrl), Timeout = TimeSpan.FromSeconds(5) };
        var resp = await http.PostAsJsonAsync($"/api/reservations/{orderId}", items, ct);
        if (!resp.IsSuccessStatusCode)
        {
            _logger.LogWarning("reserve failed for order {OrderId}: {Status}", orderId, resp.StatusCode);
            return false;
        }
        return true;
    }

    public async Task ReleaseAsync(long orderId, CancellationToken ct = default)
    {
        using var http = new HttpClient { BaseAddress = new Uri(_baseUrl), Timeout = TimeSpan.FromSeconds(5) };
        var resp = await http.DeleteAsync($"/api/reservations/{orderId}", ct);
        resp.EnsureSuccessStatusCode();
    }
}
