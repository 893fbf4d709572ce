namespace Shop.Orders;

public sealed record Order(string Number, string CustomerId, decimal Total, DateTimeOffset PlacedAt);
