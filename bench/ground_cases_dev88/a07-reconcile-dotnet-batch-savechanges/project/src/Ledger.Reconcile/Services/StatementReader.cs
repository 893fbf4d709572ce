using System.Globalization;
using CsvHelper;
using CsvHelper.Configuration;

namespace Ledger.Reconcile.Services;

public sealed record StatementLine(string Id, string Reference, decimal Amount, DateTime BookedOn);

public sealed class StatementReader
{
    private static readonly CsvConfiguration Config = new(CultureInfo.InvariantCulture)
    {
        HasHeaderRecord = true,
        TrimOptions = TrimOptions.Trim,
    };

    public IEnumerable<StatementLine> Read(string path)
    {
        using var reader = new StreamReader(path);
        using var csv = new CsvReader(reader, Config);
        foreach (var row in csv.GetRecords<Row>())
        {
            yield return new StatementLine(row.Id, row.Reference.ToUpperInvariant(), row.Amount, row.BookedOn);
        }
    }

    private sealed class Row
    {
        public string Id { get; set; } = "";
        public string Reference { get; set; } = "";
        public decimal Amount { get; set; }
        public DateTime BookedOn { get; set; }
    }
}
