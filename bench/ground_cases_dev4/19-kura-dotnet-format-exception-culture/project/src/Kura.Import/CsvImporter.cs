using System.Globalization;

namespace Kura.Import;

public sealed record StockRow(string Sku, decimal Quantity, decimal UnitPrice);

public sealed class CsvImporter
{
    public StockRow ParseRow(string line)
    {
        var cells = line.Split(';');
        return new StockRow(cells[0].Trim(), ParseQuantity(cells[1]), PriceParser.Parse(cells[2]));
    }

    public static decimal ParseQuantity(string raw)
    {
        raw = raw.Trim().Replace(" ", "");
        return decimal.Parse(raw);
    }
}
