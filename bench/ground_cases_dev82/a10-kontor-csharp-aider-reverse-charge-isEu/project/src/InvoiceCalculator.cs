using Kontor.Invoicing.Vat;

namespace Kontor.Invoicing;

public static class InvoiceCalculator
{
    /// <summary>
    /// Net, VAT and gross of an invoice. B2B customers in another EU country get a
    /// reverse-charge invoice (0 % VAT, the customer accounts for it); everyone else pays
    /// the VAT of the seller's country (we are below the OSS threshold for B2C).
    /// </summary>
    public static InvoiceTotals Calculate(Invoice invoice)
    {
        var net = Money.Sum(invoice.Lines.Select(l => Money.Round(l.Quantity * l.UnitPrice)));
        var customer = invoice.Customer;
        var seller = invoice.Seller;

        var reverseCharge = !string.IsNullOrWhiteSpace(customer.VatId)
            && customer.Country != seller.Country
            && VatRates.IsEu(customer.VatId);

        if (reverseCharge)
        {
            return new InvoiceTotals(net, 0m, 0m, net, ReverseCharge: true);
        }

        var rate = VatRates.StandardRate(seller.Country);
        var vat = Money.Percent(net, rate);
        return new InvoiceTotals(net, rate, vat, Money.Round(net + vat), ReverseCharge: false);
    }
}
