using System.Globalization;
using Microsoft.Extensions.Logging.Abstractions;
using Microsoft.Extensions.Options;
using PartnerExport;
using Xunit;

namespace PartnerExport.Tests;

public class OrderExporterTests
{
    private sealed class NoOrders : IOrderSource
    {
        public Task<IReadOnlyList<OrderRow>> GetOrdersAsync(string partnerId, DateTime fromUtc, DateTime toUtc, CancellationToken ct)
            => Task.FromResult<IReadOnlyList<OrderRow>>(Array.Empty<OrderRow>());
    }

    private static OrderExporter Exporter() => new(
        new NoOrders(),
        Options.Create(new ExportOptions { PartnerId = "nordlicht", TimeZone = "Europe/Berlin", OutputDir = Path.GetTempPath() }),
        NullLogger<OrderExporter>.Instance);

    [Fact]
    public void FileName_uses_the_partner_and_day()
    {
        Assert.Equal("orders_nordlicht_20251103.csv", Exporter().FileName(new DateOnly(2025, 11, 3)));
    }

    [Fact]
    public void FormatLine_shows_created_at_in_partner_time()
    {
        var row = new OrderRow(981, new DateTime(2025, 11, 3, 22, 30, 0), "SKU-1", 2, 12.5m, "EUR");
        var line = Exporter().FormatLine(row);
        Assert.StartsWith("981;2025-11-03 23:30:00;SKU-1;2;", line);
    }

    [Fact]
    public void FormatLine_uses_a_dot_for_amounts_under_german_culture()
    {
        var saved = CultureInfo.CurrentCulture;
        CultureInfo.CurrentCulture = new CultureInfo("de-DE");
        try
        {
            var row = new OrderRow(982, new DateTime(2025, 11, 3, 9, 0, 0), "SKU-2", 3, 12.5m, "EUR");
            Assert.EndsWith(";12.50;37.50;EUR", Exporter().FormatLine(row));
        }
        finally
        {
            CultureInfo.CurrentCulture = saved;
        }
    }
}
