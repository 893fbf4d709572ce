using System.Text.Json.Serialization;

namespace Billing.Api.Integrations.OrderService;

/// <summary>Order as returned by order-service GET /v1/orders/{id} (hand-written from its OpenAPI 1.4).</summary>
public sealed class OrderDto
{
    [JsonPropertyName("id")]
    public string Id { get; set; } = "";

    [JsonPropertyName("customerId")]
    public string? CustomerId { get; set; }

    [JsonPropertyName("status")]
    public string Status { get; set; } = "";

    [JsonPropertyName("currency")]
    public string Currency { get; set; } = "CNY";

    [JsonPropertyName("amount")]
    public decimal Amount { get; set; }

    [JsonPropertyName("paidAt")]
    public DateTimeOffset? PaidAt { get; set; }

    [JsonPropertyName("lines")]
    public List<OrderLineDto> Lines { get; set; } = new();
}

public sealed class OrderLineDto
{
    [JsonPropertyName("sku")]
    public string Sku { get; set; } = "";

    [JsonPropertyName("quantity")]
    public int Quantity { get; set; }

    [JsonPropertyName("unitPrice")]
    public decimal UnitPrice { get; set; }
}
