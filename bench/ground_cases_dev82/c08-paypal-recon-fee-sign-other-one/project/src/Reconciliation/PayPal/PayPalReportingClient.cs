using System.Net.Http.Headers;
using System.Net.Http.Json;
using System.Text.Json;
using Microsoft.Extensions.Options;

namespace Hexa.Reconciliation.PayPal;

public class PayPalReportingClient(HttpClient http, IOptions<PayPalOptions> options)
{
    private readonly PayPalOptions _opt = options.Value;

    public virtual async Task<IReadOnlyList<PayPalTransaction>> TransactionsAsync(DateOnly from, DateOnly to, CancellationToken ct)
    {
        var token = await TokenAsync(ct);
        var url = $"{_opt.BaseUrl}/v1/reporting/transactions?start_date={from:yyyy-MM-dd}T00:00:00Z&end_date={to:yyyy-MM-dd}T23:59:59Z&fields=transaction_info";
        using var req = new HttpRequestMessage(HttpMethod.Get, url);
        req.Headers.Authorization = new AuthenticationHeaderValue("Bearer", token);
        using var res = await http.SendAsync(req, ct);
        res.EnsureSuccessStatusCode();
        using var doc = JsonDocument.Parse(await res.Content.ReadAsStringAsync(ct));
        var rows = new List<PayPalTransaction>();
        foreach (var d in doc.RootElement.GetProperty("transaction_details").EnumerateArray())
        {
            var t = d.GetProperty("transaction_info");
            rows.Add(new PayPalTransaction(
                t.GetProperty("transaction_id").GetString()!,
                t.GetProperty("transaction_event_code").GetString()!,
                t.GetProperty("transaction_initiation_date").GetDateTimeOffset(),
                t.GetProperty("transaction_updated_date").GetDateTimeOffset(),
                t.GetProperty("transaction_amount").GetProperty("currency_code").GetString()!,
                decimal.Parse(t.GetProperty("transaction_amount").GetProperty("value").GetString()!, System.Globalization.CultureInfo.InvariantCulture),
                t.TryGetProperty("fee_amount", out var fee)
                    ? decimal.Parse(fee.GetProperty("value").GetString()!, System.Globalization.CultureInfo.InvariantCulture)
                    : 0m,
                t.TryGetProperty("invoice_id", out var inv) ? inv.GetString() : null));
        }
        return rows;
    }

    private async Task<string> TokenAsync(CancellationToken ct)
    {
        using var req = new HttpRequestMessage(HttpMethod.Post, $"{_opt.BaseUrl}/v1/oauth2/token")
        {
            Content = new FormUrlEncodedContent(new Dictionary<string, string> { ["grant_type"] = "client_credentials" }),
        };
        var basic = Convert.ToBase64String(System.Text.Encoding.UTF8.GetBytes($"{_opt.ClientId}:{_opt.ClientSecret}"));
        req.Headers.Authorization = new AuthenticationHeaderValue("Basic", basic);
        using var res = await http.SendAsync(req, ct);
        res.EnsureSuccessStatusCode();
        var body = await res.Content.ReadFromJsonAsync<JsonElement>(cancellationToken: ct);
        return body.GetProperty("access_token").GetString()!;
    }
}
