using Billing.Core.Models;

namespace Billing.Core.Pdf;

public interface IInvoicePdfRenderer
{
    Task<byte[]> RenderAsync(Invoice invoice, DateOnly dueDate, CancellationToken ct = default);
}
