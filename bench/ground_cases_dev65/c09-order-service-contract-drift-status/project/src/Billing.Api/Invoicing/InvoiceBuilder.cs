using Billing.Api.Integrations.OrderService;

namespace Billing.Api.Invoicing;

public sealed record InvoiceLine(string Sku, int Quantity, decimal UnitPrice, decimal Total);

public sealed record Invoice(string OrderId, string CustomerId, string Currency, IReadOnlyList<InvoiceLine> Lines,
    decimal Net, decimal Tax, decimal Gross);

public sealed class InvoiceBuilder
{
    private readonly decimal _taxRate;

    public InvoiceBuilder(IConfiguration config)
    {
        _taxRate = config.GetValue<decimal>("Invoicing:TaxRate");
    }

    public Invoice Build(OrderDto order)
    {
        var state = OrderStatusMapper.Map(order.Status);
        if (!OrderStatusMapper.IsBillable(state))
        {
            throw new InvalidOperationException($"order {order.Id} is {state}, not billable");
        }
        ArgumentNullException.ThrowIfNull(order.CustomerId, "customerId");
        var lines = order.Lines
            .Select(l => new InvoiceLine(l.Sku, l.Quantity, l.UnitPrice, Math.Round(l.Quantity * l.UnitPrice, 2)))
            .ToList();
        var net = lines.Sum(l => l.Total);
        var tax = Math.Round(net * _taxRate, 2, MidpointRounding.AwayFromZero);
        return new Invoice(order.Id, order.CustomerId, order.Currency, lines, net, tax, net + tax);
    }
}
