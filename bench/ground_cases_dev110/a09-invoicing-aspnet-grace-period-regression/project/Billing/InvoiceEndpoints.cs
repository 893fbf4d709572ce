namespace Billing;

public static class InvoiceEndpoints
{
    public static void MapInvoices(this WebApplication app)
    {
        var group = app.MapGroup("/invoices");

        group.MapGet("/{id:guid}", (Guid id, IInvoiceStore store, LateFeeCalculator fees, TimeProvider clock) =>
        {
            var invoice = store.Find(id);
            if (invoice is null)
            {
                return Results.NotFound();
            }
            var today = DateOnly.FromDateTime(clock.GetUtcNow().UtcDateTime);
            return Results.Ok(new
            {
                invoice.Id,
                invoice.Number,
                invoice.Amount,
                invoice.Currency,
                invoice.DueDate,
                GracePeriodEndsOn = fees.GracePeriodEndsOn(invoice),
                DaysOverdue = fees.DaysOverdue(invoice, today),
                LateFee = fees.LateFee(invoice, today),
            });
        });

        group.MapPost("/{id:guid}/pay", (Guid id, IInvoiceStore store) =>
        {
            var invoice = store.Find(id);
            if (invoice is null)
            {
                return Results.NotFound();
            }
            store.Save(invoice.MarkPaid());
            return Results.NoContent();
        });
    }
}

public interface IInvoiceStore
{
    Invoice? Find(Guid id);
    void Save(Invoice invoice);
}
