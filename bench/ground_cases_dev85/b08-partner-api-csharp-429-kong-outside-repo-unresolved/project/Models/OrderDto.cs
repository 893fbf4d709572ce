namespace Kirin.PartnerApi.Models;

public record Order(string Id, string PartnerId, string Status, decimal TotalAmount, DateTimeOffset CreatedAt);

public record OrderDto(string Id, string Status, decimal TotalAmount, string Currency, DateTimeOffset CreatedAt)
{
    public static OrderDto From(Order o) => new(o.Id, o.Status, o.TotalAmount, "JPY", o.CreatedAt);
}

public interface IOrderStore
{
    IEnumerable<Order> ListForPartner(string partnerId, int take);
    Order? Find(string id);
}

public class InMemoryOrderStore : IOrderStore
{
    private readonly List<Order> _orders =
    [
        new("ord_1001", "partner-b", "paid", 12000m, DateTimeOffset.Parse("2025-11-01T10:00:00+09:00")),
        new("ord_1002", "partner-b", "shipped", 3980.00m, DateTimeOffset.Parse("2025-11-02T11:30:00+09:00")),
    ];

    public IEnumerable<Order> ListForPartner(string partnerId, int take) =>
        _orders.Where(o => o.PartnerId == partnerId).OrderByDescending(o => o.CreatedAt).Take(take);

    public Order? Find(string id) => _orders.FirstOrDefault(o => o.Id == id);
}
