namespace Kakeibo.Billing;

public sealed record Invoice(string Number, string CustomerCode, DateOnly ClosingDate, DateOnly DueDate, decimal Amount);

public interface IInvoiceRepository
{
    Task<int> NextSequenceAsync(int year, int month, CancellationToken ct);
    Task SaveAsync(Invoice invoice, CancellationToken ct);
}

public sealed class InvoiceService
{
    private readonly IInvoiceRepository _repo;
    private readonly DueDateCalculator _dueDates;

    public InvoiceService(IInvoiceRepository repo, DueDateCalculator dueDates)
    {
        _repo = repo;
        _dueDates = dueDates;
    }

    public async Task<Invoice> IssueAsync(string customerCode, DateOnly closingDate, PaymentTerms terms,
        decimal amount, CancellationToken ct = default)
    {
        if (amount <= 0)
        {
            throw new ArgumentOutOfRangeException(nameof(amount), amount, "請求額は正の値である必要があります");
        }
        var seq = await _repo.NextSequenceAsync(closingDate.Year, closingDate.Month, ct);
        var number = $"INV-{closingDate:yyyyMM}-{seq:D4}";
        var invoice = new Invoice(number, customerCode, closingDate, _dueDates.Calculate(closingDate, terms), amount);
        await _repo.SaveAsync(invoice, ct);
        return invoice;
    }
}
