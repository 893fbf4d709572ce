using KeiriExport;
using Xunit;

public class ExportRowTests
{
    private static readonly SaleRecord Sale = new(new DateOnly(2025, 11, 14), "T012", "渋谷店", 10, 128450.5m);

    [Fact]
    public void FieldsAreInImporterOrder()
    {
        var fields = ExportRow.FromSale(Sale).ToCsvFields();
        Assert.Equal("20251114", fields[0]);
        Assert.Equal("111", fields[1]);
        Assert.Equal("511", fields[2]);
        Assert.Equal("T012", fields[3]);
        Assert.Equal("128450.50", fields[4]);
        Assert.Equal("10", fields[5]);
        Assert.Equal("課税売上10%", fields[6]);
    }

    [Fact]
    public void ReducedRateCategory()
    {
        var fields = ExportRow.FromSale(Sale with { TaxRatePercent = 8 }).ToCsvFields();
        Assert.Equal("課税売上8%(軽)", fields[6]);
    }

    [Fact]
    public void UnknownRateThrows()
    {
        Assert.Throws<ArgumentOutOfRangeException>(() => ExportRow.FromSale(Sale with { TaxRatePercent = 5 }).ToCsvFields());
    }

    [Fact]
    public void LineBreaksInMemoBecomeSpaces()
    {
        Assert.Equal("a b", CsvWriter.Escape("a\r\nb"));
    }
}
