using Shop.Receipts.Models;

namespace Shop.Receipts.Services;

public interface IOrderLookup
{
    Order? Find(string number);
}

public sealed class InMemoryOrderLookup : IOrderLookup
{
    private readonly Dictionary<string, Order> _orders = new()
    {
        ["SO20251201001"] = new Order
        {
            Number = "SO20251201001",
            Buyer = new Buyer { Name = "王女士", Email = "wang@example.com" },
            PaidAt = new DateTimeOffset(2025, 12, 1, 10, 30, 0, TimeSpan.FromHours(8)),
            Lines =
            {
                new OrderLine { Title = "云南小粒咖啡豆 500g", Qty = 2, UnitPrice = 68.00m },
                new OrderLine { Title = "手冲滤纸 100 张", Qty = 1, UnitPrice = 15.90m },
            },
            Discount = 20.00m,
            ShippingFee = 0m,
        },
    };

    public Order? Find(string number) => _orders.GetValueOrDefault(number);
}
