using System.Text.Json.Serialization;

namespace ErpSync.Erp;

/// <summary>An invoice as the ERP's OData endpoint returns it; amounts and dates are strings.</summary>
public sealed record ErpInvoice(
    string Id,
    string Number,
    string CustomerNo,
    string Currency,
    string NetAmount,
    string TaxAmount,
    string InvoiceDate,
    string Status);

public sealed record ErpPage<T>(
    IReadOnlyList<T> Value,
    [property: JsonPropertyName("@odata.nextLink")] string? NextLink);
