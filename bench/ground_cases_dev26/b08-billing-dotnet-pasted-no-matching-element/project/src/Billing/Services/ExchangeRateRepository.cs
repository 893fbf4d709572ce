using Billing.Domain;
using Microsoft.EntityFrameworkCore;

namespace Billing.Services;

public interface IExchangeRateRepository
{
    /// <summary>All known rates for a currency, newest first.</summary>
    IReadOnlyList<ExchangeRate> GetRates(string currency);
}

public sealed class ExchangeRateRepository : IExchangeRateRepository
{
    private readonly BillingDbContext _db;

    public ExchangeRateRepository(BillingDbContext db)
    {
        _db = db;
    }

    public IReadOnlyList<ExchangeRate> GetRates(string currency)
    {
        return _db.ExchangeRates
            .AsNoTracking()
            .Where(r => r.Currency == currency)
            .OrderByDescending(r => r.EffectiveDate)
            .ToList();
    }
}
