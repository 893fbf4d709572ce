using ErpSync.Erp;
using ErpSync.Jobs;

namespace ErpSync.Tests;

public class InvoiceSyncJobTests
{
    [Fact]
    public void Maps_erp_invoice_to_row()
    {
        var row = InvoiceSyncJob.ToRow(new ErpInvoice("42", "RE-2025-0042", "K1001", "eur", "100.00", "19.00", "2025-11-03", "posted"));
        Assert.Equal("EUR", row.Currency);
        Assert.Equal(119.00m, row.NetAmount + row.TaxAmount);
        Assert.Equal(new DateOnly(2025, 11, 3), row.InvoiceDate);
    }
}
