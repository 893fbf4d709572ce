namespace Orders.Api.Domain;

public static class OrderTotals
{
    public static decimal Subtotal(Order order) =>
        order.Lines.Sum(l => l.UnitPrice * l.Quantity);

    public static decimal Shipping(decimal subtotal) =>
        subtotal >= 199m ? 0m : 12m;

    public static decimal Total(Order order)
    {
        var subtotal = Subtotal(order);
        return subtotal + Shipping(subtotal);
    }
}
