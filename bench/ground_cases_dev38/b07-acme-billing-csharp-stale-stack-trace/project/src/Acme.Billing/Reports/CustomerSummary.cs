namespace Acme.Billing.Reports;

public sealed record MonthlyTotal(DateOnly Month, long TotalYen);

public sealed record WeeklyTotal(DateOnly WeekStart, long TotalYen, int InvoiceCount);

public sealed class CustomerSummary
{
    public Guid CustomerId { get; init; }
    public string DisplayName { get; init; } = "";
    public long PaidTotalYen { get; init; }
    public long OpenTotalYen { get; init; }
    public int OverdueCount { get; init; }
    public IReadOnlyList<MonthlyTotal> Months { get; init; } = [];
    public string? Prefecture { get; init; }
    public DateTimeOffset? LastInvoiceAt { get; init; }
}
