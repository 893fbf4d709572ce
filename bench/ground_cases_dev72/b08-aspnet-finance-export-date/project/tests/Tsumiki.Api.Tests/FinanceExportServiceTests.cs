using Tsumiki.Api.Models;
using Tsumiki.Api.Services;
using Xunit;

namespace Tsumiki.Api.Tests;

public class FinanceExportServiceTests
{
    [Fact]
    public void WritesHeaderAndOneRow()
    {
        var csv = new FinanceExportService().ToCsv(new[]
        {
            new Invoice { Number = "INV-2025-0001", WorkspaceName = "Acme", SubtotalCents = 10000, TaxCents = 1000,
                          IssuedAt = new DateTime(2025, 10, 3, 3, 0, 0, DateTimeKind.Utc), Status = "paid" },
        });
        var lines = csv.TrimEnd().Split('\n');
        Assert.Equal(2, lines.Length);
        Assert.StartsWith("INV-2025-0001,Acme,2025-10-03,", lines[1]);
    }
}
