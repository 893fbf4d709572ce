using System.Net.Http.Json;
using Microsoft.Extensions.Caching.Memory;
using Microsoft.Extensions.Options;

namespace ReportsApi.Services;

public class FxOptions
{
    public string BaseUrl { get; set; } = "";
    public int CacheHours { get; set; } = 24;
}

public class FxRateProvider
{
    private readonly HttpClient _http;
    private readonly IMemoryCache _cache;
    private readonly FxOptions _options;

    public FxRateProvider(HttpClient http, IMemoryCache cache, IOptions<FxOptions> options)
    {
        _http = http;
        _cache = cache;
        _options = options.Value;
    }

    private record FxResponse(string Base, Dictionary<string, decimal> Rates);

    /// <summary>How many CNY one unit of <paramref name="currency"/> is worth.</summary>
    public async Task<decimal> RateToCnyAsync(string currency, CancellationToken ct)
    {
        return await _cache.GetOrCreateAsync($"fx:{currency}", async entry =>
        {
            entry.AbsoluteExpirationRelativeToNow = TimeSpan.FromHours(_options.CacheHours);
            var url = $"{_options.BaseUrl}/latest?base={currency}&symbols=CNY";
            var response = await _http.GetFromJsonAsync<FxResponse>(url, ct);
            return response!.Rates["CNY"];
        });
    }
}
