using Microsoft.Extensions.Options;

namespace Kassa.Receipts;

public sealed record ReceiptLine(string Title, int Quantity, decimal UnitPrice, decimal Total, decimal VatRate, decimal Vat);

public sealed record TaxRow(decimal Rate, decimal Net, decimal Vat);

public sealed record Receipt(
    string OrderNumber,
    DateTimeOffset Date,
    string BillTo,
    IReadOnlyList<ReceiptLine> Lines,
    decimal Shipping,
    IReadOnlyList<TaxRow> Taxes,
    decimal Total,
    string Footer);

public sealed class ReceiptService(IOrderStore orders, IOptions<ShopOptions> shop)
{
    public async Task<Receipt?> BuildAsync(string number)
    {
        var order = await orders.FindAsync(number);
        if (order is null) return null;

        var lines = order.Lines
            .Select(l => new ReceiptLine(l.Title, l.Quantity, l.UnitPriceGross, l.Gross, l.VatRate, TaxCalculator.LineVat(l)))
            .ToList();

        var taxes = TaxCalculator.VatByRate(order.Lines)
            .Select(kv => new TaxRow(kv.Key, TaxCalculator.Net(order.Lines.Where(l => l.VatRate == kv.Key).Sum(l => l.Gross), kv.Value), kv.Value))
            .ToList();
        var shippingVat = TaxCalculator.ShippingVat(order.ShippingGross);
        taxes.Add(new TaxRow(TaxCalculator.StandardRate, TaxCalculator.Net(order.ShippingGross, shippingVat), shippingVat));

        var bill = order.BillingAddress ?? order.ShippingAddress;
        var billTo = $"{bill.Name}, {bill.Street}, {bill.PostalCode} {bill.City}";
        var total = order.Lines.Sum(l => l.Gross) + order.ShippingGross;
        var footer = $"{shop.Value.Name} · {shop.Value.Address} · USt-IdNr. {shop.Value.VatId}";

        return new Receipt(order.Number, order.PlacedAt, billTo, lines, order.ShippingGross, taxes, total, footer);
    }
}
