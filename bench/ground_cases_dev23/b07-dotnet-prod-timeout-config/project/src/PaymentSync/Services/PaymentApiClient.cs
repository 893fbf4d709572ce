using System.Net.Http.Json;
using Microsoft.Extensions.Options;
using PaymentSync.Options;

namespace PaymentSync.Services;

public sealed record Settlement(string Id, string MerchantId, long AmountYen, long FeeYen, DateTimeOffset SettledAt);

public sealed record SettlementPage(List<Settlement> Items, string? NextCursor);

public sealed class PaymentApiClient
{
    private readonly HttpClient _http;
    private readonly int _pageSize;

    public PaymentApiClient(HttpClient http, IOptions<PaymentApiOptions> options)
    {
        _http = http;
        _pageSize = options.Value.PageSize;
    }

    /// <summary>All settlements of one business day, following the cursor.</summary>
    public async Task<List<Settlement>> FetchSettlementsAsync(DateOnly date, CancellationToken ct)
    {
        var all = new List<Settlement>();
        string? cursor = null;
        do
        {
            var url = $"settlements?date={date:yyyy-MM-dd}&limit={_pageSize}";
            if (cursor is not null)
            {
                url += $"&cursor={Uri.EscapeDataString(cursor)}";
            }
            var page = await _http.GetFromJsonAsync<SettlementPage>(url, ct)
                ?? throw new InvalidOperationException("empty settlement page");
            all.AddRange(page.Items);
            cursor = page.NextCursor;
        } while (cursor is not null);
        return all;
    }
}
