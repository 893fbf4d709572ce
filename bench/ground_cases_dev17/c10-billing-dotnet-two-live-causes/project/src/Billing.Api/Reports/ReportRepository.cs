using Billing.Api.Data;
using Microsoft.EntityFrameworkCore;

namespace Billing.Api.Reports;

public sealed class ReportRepository
{
    private readonly BillingDbContext _db;

    public ReportRepository(BillingDbContext db)
    {
        _db = db;
    }

    /// <summary>One page of a merchant's transactions in [start, end), oldest first.</summary>
    public async Task<List<Transaction>> FetchPageAsync(
        Guid merchantId, DateTime start, DateTime end, int page, int size, CancellationToken ct)
    {
        return await _db.Transactions
            .AsNoTracking()
            .Where(t => t.MerchantId == merchantId && t.CreatedAt >= start && t.CreatedAt < end)
            .OrderBy(t => t.CreatedAt)
            .Skip(page * size)
            .Take(size)
            .ToListAsync(ct);
    }

    public Task<int> CountAsync(Guid merchantId, DateTime start, DateTime end, CancellationToken ct)
    {
        return _db.Transactions
            .Where(t => t.MerchantId == merchantId && t.CreatedAt >= start && t.CreatedAt < end)
            .CountAsync(ct);
    }
}
