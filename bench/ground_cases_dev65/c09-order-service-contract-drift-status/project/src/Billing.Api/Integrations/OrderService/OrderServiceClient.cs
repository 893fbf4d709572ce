using System.Net;
using System.Net.Http.Json;

namespace Billing.Api.Integrations.OrderService;

public sealed class OrderServiceClient
{
    private readonly HttpClient _http;
    private readonly ILogger<OrderServiceClient> _log;

    public OrderServiceClient(HttpClient http, ILogger<OrderServiceClient> log)
    {
        _http = http;
        _log = log;
    }

    public async Task<OrderDto?> GetOrderAsync(string orderId, CancellationToken ct = default)
    {
        using var res = await _http.GetAsync($"v1/orders/{Uri.EscapeDataString(orderId)}", ct);
        if (res.StatusCode == HttpStatusCode.NotFound)
        {
            return null;
        }
        if (!res.IsSuccessStatusCode)
        {
            var body = await res.Content.ReadAsStringAsync(ct);
            _log.LogWarning("order-service {Status} for {OrderId}: {Body}", (int)res.StatusCode, orderId, body);
            res.EnsureSuccessStatusCode();
        }
        return await res.Content.ReadFromJsonAsync<OrderDto>(cancellationToken: ct);
    }
}
