using Microsoft.EntityFrameworkCore;
using Shopfront.Api.Data;
using Shopfront.Api.Models;

namespace Shopfront.Api.Services;

public enum DiscountResult { Applied, NotFound, Expired, UsedUp, BelowMinimum }

public class DiscountCodeService(ShopDbContext db, TimeProvider clock)
{
    public async Task<(DiscountResult Result, int DiscountCents)> ApplyAsync(string code, int basketCents, CancellationToken ct = default)
    {
        var normalized = code.Trim().ToUpperInvariant();
        var discount = await db.DiscountCodes.FirstOrDefaultAsync(d => d.Code == normalized, ct);
        if (discount is null)
        {
            return (DiscountResult.NotFound, 0);
        }

        var now = clock.GetUtcNow();
        if (discount.ValidUntil is { } until && until < now)
        {
            return (DiscountResult.Expired, 0);
        }
        if (discount.MaxUses is { } max && discount.TimesUsed >= max)
        {
            return (DiscountResult.UsedUp, 0);
        }
        if (basketCents < discount.MinimumBasketCents)
        {
            return (DiscountResult.BelowMinimum, 0);
        }

        var amount = discount.PercentOff is { } pct
            ? (int)Math.Round(basketCents * pct / 100m, MidpointRounding.AwayFromZero)
            : Math.Min(discount.AmountOffCents, basketCents);

        discount.TimesUsed++;
        await db.SaveChangesAsync(ct);
        return (DiscountResult.Applied, amount);
    }
}
