namespace Kura.Import;

public sealed class ImportJob
{
    private readonly CsvImporter _importer;

    public ImportJob(CsvImporter importer) => _importer = importer;

    public async Task RunAsync(string path)
    {
        var lines = await File.ReadAllLinesAsync(path);
        foreach (var line in lines.Skip(1))
        {
            var row = _importer.ParseRow(line);
            Console.WriteLine($"{row.Sku}\t{row.Quantity}\t{row.UnitPrice}");
        }
    }
}
