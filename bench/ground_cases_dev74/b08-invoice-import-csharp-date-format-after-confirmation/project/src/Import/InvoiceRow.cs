namespace InvoiceImport.Import;

/// <summary>One line of a supplier invoice sheet, as text.</summary>
public sealed record InvoiceRow(
    int SheetRow,
    string InvoiceNumber,
    string InvoiceDate,
    string ItemCode,
    string Description,
    string Quantity,
    string UnitPrice,
    string Amount);

public sealed record ParsedInvoiceLine(
    string InvoiceNumber,
    DateOnly InvoiceDate,
    string ItemCode,
    string Description,
    decimal Quantity,
    decimal UnitPrice,
    decimal Amount);

public sealed record RowError(int SheetRow, string Message);
