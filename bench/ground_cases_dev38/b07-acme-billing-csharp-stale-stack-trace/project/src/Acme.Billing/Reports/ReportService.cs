using Acme.Billing.Data;
using Acme.Billing.Domain;
using Microsoft.Extensions.Logging;

namespace Acme.Billing.Reports;

public sealed class ReportService
{
    private readonly IInvoiceRepository _invoices;
    private readonly ICustomerRepository _customers;
    private readonly TimeProvider _clock;
    private readonly ILogger<ReportService> _logger;

    public ReportService(IInvoiceRepository invoices, ICustomerRepository customers, TimeProvider clock,
        ILogger<ReportService> logger)
    {
        _invoices = invoices;
        _customers = customers;
        _clock = clock;
        _logger = logger;
    }

    public async Task<CustomerSummary?> GetSummaryAsync(Guid customerId, CancellationToken ct = default)
    {
        var customer = await _customers.FindAsync(customerId, ct);
        if (customer is null)
        {
            return null;
        }

        var since = _clock.GetUtcNow().AddMonths(-12);
        var invoices = await _invoices.ListForCustomerAsync(customerId, since, ct);
        _logger.LogDebug("Building summary for {CustomerId} from {Count} invoices", customerId, invoices.Count);
        return BuildSummary(customer, invoices);
    }

    private static readonly TimeSpan Jst = TimeSpan.FromHours(9);

    /// <summary>Paid totals for the last <paramref name="weeks"/> weeks (Monday start, JST), oldest first.</summary>
    internal static IReadOnlyList<WeeklyTotal> BuildWeeklyTotals(IReadOnlyList<Invoice> invoices, DateTimeOffset now, int weeks = 8)
    {
        var today = DateOnly.FromDateTime(now.ToOffset(Jst).DateTime);
        var thisMonday = today.AddDays(-(((int)today.DayOfWeek + 6) % 7));
        var firstMonday = thisMonday.AddDays(-7 * (weeks - 1));

        var byWeek = invoices
            .Where(i => i.Status == InvoiceStatus.Paid && i.PaidAt is not null)
            .Select(i => (Invoice: i, Day: DateOnly.FromDateTime(i.PaidAt!.Value.ToOffset(Jst).DateTime)))
            .Where(x => x.Day >= firstMonday)
            .GroupBy(x => x.Day.AddDays(-(((int)x.Day.DayOfWeek + 6) % 7)))
            .ToDictionary(g => g.Key, g => (Total: g.Sum(x => x.Invoice.TotalYen), Count: g.Count()));

        return Enumerable.Range(0, weeks)
            .Select(w => firstMonday.AddDays(7 * w))
            .Select(monday => byWeek.TryGetValue(monday, out var v)
                ? new WeeklyTotal(monday, v.Total, v.Count)
                : new WeeklyTotal(monday, 0, 0))
            .ToList();
    }

    internal static CustomerSummary BuildSummary(Customer customer, IReadOnlyList<Invoice> invoices)
    {
        var paid = invoices.Where(i => i.Status == InvoiceStatus.Paid).ToList();
        var open = invoices.Where(i => i.Status is InvoiceStatus.Sent or InvoiceStatus.Overdue).ToList();

        var byMonth = paid
            .GroupBy(i => new DateOnly(i.PaidAt!.Value.Year, i.PaidAt.Value.Month, 1))
            .OrderBy(g => g.Key)
            .Select(g => new MonthlyTotal(g.Key, g.Sum(i => i.TotalYen)))
            .ToList();

        return new CustomerSummary
        {
            CustomerId = customer.Id,
            DisplayName = customer.CompanyName ?? customer.ContactName,
            PaidTotalYen = paid.Sum(i => i.TotalYen),
            OpenTotalYen = open.Sum(i => i.TotalYen),
            OverdueCount = open.Count(i => i.Status == InvoiceStatus.Overdue),
            Months = byMonth,
            Prefecture = customer.BillingAddress.Prefecture,
            LastInvoiceAt = invoices.Count == 0 ? null : invoices.Max(i => i.IssuedAt),
        };
    }
}
