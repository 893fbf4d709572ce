using InvoiceImport.Data;
using InvoiceImport.Import;

var supplierCode = GetArg("--supplier") ?? throw new ArgumentException("--supplier is required");
var file = GetArg("--file") ?? throw new ArgumentException("--file is required");
var supplier = SupplierSettings.For(supplierCode);

var rows = new InvoiceWorkbookReader().Read(file).ToList();
var (lines, errors) = new InvoiceRowParser(supplier.Culture).ParseAll(rows);

foreach (var e in errors)
{
    Console.Error.WriteLine($"row {e.SheetRow}: {e.Message}");
}

var repo = new InvoiceRepository(Environment.GetEnvironmentVariable("INVOICE_DB") ?? "");
var saved = await repo.UpsertAsync(supplier.Code, lines);
Console.WriteLine($"{supplier.Name}: {saved} lines saved, {errors.Count} errors");
return errors.Count == 0 ? 0 : 1;

string? GetArg(string name)
{
    var i = Array.IndexOf(args, name);
    return i >= 0 && i + 1 < args.Length ? args[i + 1] : null;
}
