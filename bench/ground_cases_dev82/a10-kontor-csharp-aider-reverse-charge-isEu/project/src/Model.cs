namespace Kontor.Invoicing;

public sealed record Party(string Name, string Country, string? VatId, string Street, string City);

public sealed record InvoiceLine(string Description, decimal Quantity, decimal UnitPrice);

public sealed record Invoice(string Number, DateOnly Date, Party Seller, Party Customer, IReadOnlyList<InvoiceLine> Lines);

public sealed record InvoiceTotals(
    decimal Net,
    decimal VatRate,
    decimal Vat,
    decimal Gross,
    bool ReverseCharge);
