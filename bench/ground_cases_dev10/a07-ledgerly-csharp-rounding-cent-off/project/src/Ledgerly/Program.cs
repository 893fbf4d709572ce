using System.Text.Json;
using Ledgerly;

if (args.Length < 2)
{
    Console.Error.WriteLine("usage: ledgerly <invoices.json> <out.csv>");
    return 2;
}

var options = new JsonSerializerOptions
{
    PropertyNameCaseInsensitive = true,
    Converters = { new System.Text.Json.Serialization.JsonStringEnumConverter() },
};

var invoices = JsonSerializer.Deserialize<List<Invoice>>(await File.ReadAllTextAsync(args[0]), options)
    ?? throw new InvalidDataException($"{args[0]}: no invoices");

var calculator = new InvoiceCalculator();
await File.WriteAllTextAsync(args[1], BankExport.Write(invoices, calculator));
Console.WriteLine($"wrote {invoices.Count} invoices to {args[1]}");
return 0;
