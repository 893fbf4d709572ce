using System.IO;
using System.Linq;
using Crm.Jobs;
using Xunit;

namespace Crm.Jobs.Tests
{
    public class CsvCustomerParserTests
    {
        private const string Header = "Code;Name;Phone;Fax;Email;City;CreatedOn";

        [Fact]
        public void ParsesOneRow()
        {
            var csv = Header + "\nC0000001;上海华联;021-55551234;;INFO@HL.CN;上海;03/15/2024\n";
            var rows = new CsvCustomerParser().Parse(new StringReader(csv)).ToList();
            Assert.Single(rows);
            Assert.Equal("info@hl.cn", rows[0].Email);
        }

        [Fact]
        public void SkipsBlankLines()
        {
            var csv = Header + "\n\nC0000002;北方物流;;;;天津;01/02/2023\n\n";
            var rows = new CsvCustomerParser().Parse(new StringReader(csv)).ToList();
            Assert.Single(rows);
        }

        [Fact]
        public void SkipsBadRowsAndRemembersLineNumbers()
        {
            var csv = Header + "\nC0000003;坏日期;;;;;2024/13/45\nC0000004;正常;;;;广州;2024-02-01\nC5;少列\n";
            var parser = new CsvCustomerParser();
            var rows = parser.Parse(new StringReader(csv)).ToList();
            Assert.Single(rows);
            Assert.Equal(new[] { 2, 4 }, parser.SkippedLines);
        }

        [Fact]
        public void EmptyFileGivesNothing()
        {
            Assert.Empty(new CsvCustomerParser().Parse(new StringReader("")));
        }
    }
}
