using System;
using System.Net.Http;
using System.Net.Http.Json;
using System.Threading;
using System.Threading.Tasks;
using Fx.Http;
using Microsoft.Extensions.Caching.Memory;
using Microsoft.Extensions.Options;

namespace Fx.Rates;

public sealed record RateQuote(string Base, string Quote, decimal Rate, DateTimeOffset AsOf);

public sealed class ExchangeRateClient
{
    private readonly HttpClient _http;
    private readonly RetryPolicy _retry;
    private readonly IMemoryCache _cache;
    private readonly TimeSpan _cacheTtl;

    public ExchangeRateClient(HttpClient http, RetryPolicy retry, IMemoryCache cache, IOptions<RatesOptions> options)
    {
        _http = http;
        _retry = retry;
        _cache = cache;
        _cacheTtl = TimeSpan.FromMinutes(options.Value.CacheMinutes);
    }

    public async Task<RateQuote> GetRateAsync(string @base, string quote, CancellationToken ct = default)
    {
        var key = $"rate:{@base}:{quote}";
        if (_cache.TryGetValue(key, out RateQuote? cached) && cached is not null)
            return cached;

        var result = await FetchAsync(@base, quote, ct);
        _cache.Set(key, result, _cacheTtl);
        return result;
    }

    private async Task<RateQuote> FetchAsync(string @base, string quote, CancellationToken ct)
    {
        var url = $"/v2/rates?base={@base}&symbols={quote}";
        using var response = await _retry.ExecuteAsync(token => _http.GetAsync(url, token), ct);
        response.EnsureSuccessStatusCode();
        var body = await response.Content.ReadFromJsonAsync<RatesResponse>(cancellationToken: ct)
                   ?? throw new InvalidOperationException("empty rates response");
        return new RateQuote(@base, quote, body.Rates[quote], body.Timestamp);
    }

    private sealed record RatesResponse(DateTimeOffset Timestamp, System.Collections.Generic.Dictionary<string, decimal> Rates);
}
