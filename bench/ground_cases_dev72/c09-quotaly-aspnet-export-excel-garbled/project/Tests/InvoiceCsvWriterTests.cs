using Quotaly.Admin.Billing;
using Quotaly.Admin.Exports;
using Xunit;

namespace Quotaly.Admin.Tests;

public class InvoiceCsvWriterTests
{
    private static string Render(params Invoice[] invoices)
    {
        var w = new StringWriter();
        InvoiceCsvWriter.Write(w, invoices);
        return w.ToString();
    }

    [Fact]
    public void WritesHeaderFirst()
    {
        var csv = Render();
        Assert.StartsWith(InvoiceCsvWriter.Header, csv);
    }

    [Fact]
    public void QuotesNamesWithCommas()
    {
        Assert.Equal("\"Acme, Inc.\"", InvoiceCsvWriter.Escape("Acme, Inc."));
    }

    [Fact]
    public void CreditNotesAreNegativeRows()
    {
        var inv = new Invoice { Number = "INV-1001", WorkspaceName = "Acme", PlanCode = "team", Currency = "USD" };
        var cn = new CreditNote { Number = "CN-0042", Invoice = inv, IssuedOn = new DateOnly(2025, 11, 3), Amount = 49.5m };
        var w = new StringWriter();
        InvoiceCsvWriter.Write(w, [], [cn]);
        var row = w.ToString().Split(Environment.NewLine)[1];
        Assert.Equal("CN-0042,Acme,team,2025-11-03,-49.50,USD,credit", row);
    }

    [Fact]
    public void LeavesPlainNamesAlone()
    {
        Assert.Equal("Acme", InvoiceCsvWriter.Escape("Acme"));
    }
}
