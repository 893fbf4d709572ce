namespace Hexa.Reconciliation.Services;

public interface IExchangeRates
{
    /// <summary>Units of <paramref name="to"/> for one unit of <paramref name="from"/> on the given day.</summary>
    decimal GetRate(string from, string to, DateOnly day);
}

/// <summary>ECB reference rates (EUR based), cached per day; cross rates go through EUR.</summary>
public sealed class EcbExchangeRates(IHttpClientFactory httpFactory, ILogger<EcbExchangeRates> log) : IExchangeRates
{
    private readonly Dictionary<DateOnly, Dictionary<string, decimal>> _cache = new();

    public decimal GetRate(string from, string to, DateOnly day)
    {
        if (from == to) return 1m;
        var table = Load(day);
        var eurToFrom = from == "EUR" ? 1m : table[from];
        var eurToTo = to == "EUR" ? 1m : table[to];
        return Math.Round(eurToTo / eurToFrom, 6);
    }

    private Dictionary<string, decimal> Load(DateOnly day)
    {
        lock (_cache)
        {
            if (_cache.TryGetValue(day, out var hit)) return hit;
            log.LogInformation("loading ECB rates for {Day}", day);
            var table = EcbFeed.Fetch(httpFactory.CreateClient("ecb"), day);
            _cache[day] = table;
            return table;
        }
    }
}
