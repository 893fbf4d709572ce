using Tillpoint.Api.Models;

namespace Tillpoint.Api.Dtos;

public sealed record OrderSummaryDto(int Id, string Number, string CustomerName, decimal Total, DateTime CreatedAt)
{
    public static OrderSummaryDto From(Order order, Customer customer) =>
        new(order.Id, order.Number, customer.Name, order.Total, order.CreatedAt);
}

public sealed record OrderLineDto(int ProductId, string ProductName, int Quantity, decimal UnitPrice);

public sealed record OrderDetailDto(int Id, string Number, string CustomerName, string CustomerEmail,
    decimal Total, DateTime CreatedAt, IReadOnlyList<OrderLineDto> Lines)
{
    public static OrderDetailDto From(Order o) =>
        new(o.Id, o.Number, o.Customer.Name, o.Customer.Email, o.Total, o.CreatedAt,
            o.Lines.Select(l => new OrderLineDto(l.ProductId, l.ProductName, l.Quantity, l.UnitPrice)).ToList());
}

public sealed record DailyTotalsDto(DateOnly Day, int Orders, decimal Revenue, int ItemsSold);

public sealed record TopProductDto(int ProductId, string ProductName, int Quantity);
