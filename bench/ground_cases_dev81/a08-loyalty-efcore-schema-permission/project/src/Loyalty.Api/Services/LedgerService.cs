using Loyalty.Api.Data;
using Loyalty.Api.Data.Entities;
using Microsoft.EntityFrameworkCore;

namespace Loyalty.Api.Services;

public class LedgerService(LoyaltyDbContext db, TimeProvider? clock = null)
{
    private readonly TimeProvider _clock = clock ?? TimeProvider.System;

    public async Task<decimal> BalanceAsync(int customerId)
    {
        return await db.LedgerEntries
            .Where(x => x.CustomerId == customerId)
            .SumAsync(x => x.Amount);
    }

    public async Task<LoyaltyLedgerEntry> EarnAsync(int customerId, decimal amount, string reason)
    {
        if (amount <= 0)
        {
            throw new ArgumentOutOfRangeException(nameof(amount), "points must be positive");
        }

        var entry = new LoyaltyLedgerEntry
        {
            CustomerId = customerId,
            Amount = amount,
            Reason = reason,
            CreatedAt = _clock.GetUtcNow(),
        };
        db.LedgerEntries.Add(entry);
        await db.SaveChangesAsync();
        return entry;
    }
}
