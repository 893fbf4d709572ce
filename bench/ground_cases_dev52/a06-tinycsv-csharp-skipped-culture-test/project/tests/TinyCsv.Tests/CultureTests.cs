using System;
using System.Globalization;
using System.IO;
using System.Linq;
using Xunit;

namespace TinyCsv.Tests;

/// <summary>Runs reader and writer under de-DE, where ',' is the decimal separator.</summary>
public sealed class CultureTests : IDisposable
{
    private readonly CultureInfo _saved = CultureInfo.CurrentCulture;

    public CultureTests() => CultureInfo.CurrentCulture = new CultureInfo("de-DE");

    public void Dispose() => CultureInfo.CurrentCulture = _saved;

    private sealed class Price
    {
        public string Name { get; set; } = "";
        public double Amount { get; set; }
        public decimal Tax { get; set; }
        public DateTime Since { get; set; }
    }

    [Fact]
    public void Read_Double_UnderGermanCulture()
    {
        var p = new CsvReader(new StringReader("name,amount,tax,since\npen,3.14,0.19,2025-11-03T00:00:00Z\n"))
            .ReadAs<Price>().Single();
        Assert.Equal(3.14, p.Amount);
        Assert.Equal(0.19m, p.Tax);
        Assert.Equal(new DateTime(2025, 11, 3, 0, 0, 0, DateTimeKind.Utc), p.Since);
    }

    [Fact(Skip = "CsvWriter still formats numbers with the current culture; waiting on the discussion")]
    public void Write_Double_UnderGermanCulture()
    {
        var sw = new StringWriter();
        new CsvWriter(sw).WriteRecord(new object?[] { "pen", 3.14, 0.19m });
        Assert.Equal("pen,3.14,0.19\r\n", sw.ToString());
    }
}
