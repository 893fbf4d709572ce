using System.IO;
using System.Linq;
using Xunit;

namespace TinyCsv.Tests;

public class ReaderTests
{
    private sealed class Row
    {
        public string Name { get; set; } = "";
        public int Count { get; set; }
        public double Price { get; set; }
    }

    private static CsvReader Reader(string text) => new(new StringReader(text));

    [Fact]
    public void Reads_Quoted_Fields_With_Delimiters()
    {
        var rec = Reader("a,b\n\"x, y\",\"say \"\"hi\"\"\"\n").Read().Single();
        Assert.Equal("x, y", rec[0]);
        Assert.Equal("say \"hi\"", rec["b"]);
    }

    [Fact]
    public void Reads_Multiline_Field()
    {
        var rec = Reader("a\n\"line1\nline2\"\n").Read().Single();
        Assert.Equal("line1\nline2", rec[0]);
    }

    [Fact]
    public void Maps_Columns_By_Name()
    {
        var row = Reader("price,name,count\n2.5,pen,3\n").ReadAs<Row>().Single();
        Assert.Equal(("pen", 3, 2.5), (row.Name, row.Count, row.Price));
    }
}
