using Hexa.Reconciliation.PayPal;
using Hexa.Reconciliation.Services;
using Microsoft.Extensions.Configuration;
using Xunit;

namespace Hexa.Reconciliation.Tests;

public class ReconciliationReportTests
{
    private sealed class FixedRates : IExchangeRates
    {
        public DateOnly? AskedFor { get; private set; }
        public decimal GetRate(string from, string to, DateOnly day) { AskedFor = day; return from == "EUR" ? 7.8125m : 1m; }
    }

    private static ReconciliationReport Report(IExchangeRates rates) =>
        new(null!, rates, new ConfigurationBuilder().AddInMemoryCollection(new Dictionary<string, string?> { ["Reporting:BaseCurrency"] = "CNY" }).Build());

    [Fact]
    public void Describe_MapsKnownEventCodes()
    {
        Assert.Equal("payment", ReconciliationReport.Describe("T0006"));
        Assert.Equal("T9999", ReconciliationReport.Describe("T9999"));
    }

    [Fact]
    public void BuildRow_UsesRateOfSettlementDay()
    {
        var rates = new FixedRates();
        var tx = new PayPalTransaction("5VX28112TR4410223", "T0006", new DateTimeOffset(2025, 10, 8, 9, 12, 0, TimeSpan.Zero),
            new DateTimeOffset(2025, 10, 8, 9, 14, 0, TimeSpan.Zero), "EUR", 120.00m, -4.43m, null);
        var row = Report(rates).BuildRow(tx);
        Assert.Equal(new DateOnly(2025, 10, 8), rates.AskedFor);
        Assert.Equal(7.8125m, row.Rate);
    }

    [Fact]
    public void Csv_HasHeaderWithBaseCurrency()
    {
        var csv = Report(new FixedRates()).ToCsv([]);
        Assert.StartsWith("transaction_id,type,settled_on,currency,gross,fee,net,rate,net_cny", csv);
    }
}
