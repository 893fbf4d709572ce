using System;
using System.Collections.Generic;
using System.Net.Http;
using System.Net.Http.Headers;
using System.Text.Json;
using System.Threading;
using System.Threading.Tasks;

namespace Acme.Billing
{
    /// <summary>Client for the Acme Billing API. Reuse one instance per API key.</summary>
    public sealed class BillingClient
    {
        private readonly HttpClient _http;

        public BillingClient(string apiKey, HttpClient? http = null)
        {
            _http = http ?? new HttpClient();
            _http.BaseAddress ??= new Uri("https://api.acme-billing.example/v2/");
            _http.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Bearer", apiKey);
        }

        /// <summary>Lists invoices, optionally filtered by status and by amount range.</summary>
        public async Task<IReadOnlyList<Invoice>> ListInvoicesAsync(
            string? status = null, decimal? minAmount = null, decimal? maxAmount = null,
            DateTimeOffset? since = null, int? limit = null, CancellationToken ct = default)
        {
            var query = new QueryBuilder()
                .Add("status", status)
                .AddAmountRange(minAmount, maxAmount)
                .Add("created_after", since)
                .Add("limit", limit)
                .ToString();
            using var response = await _http.GetAsync("invoices" + query, ct).ConfigureAwait(false);
            response.EnsureSuccessStatusCode();
            using var stream = await response.Content.ReadAsStreamAsync().ConfigureAwait(false);
            using var doc = await JsonDocument.ParseAsync(stream, cancellationToken: ct).ConfigureAwait(false);
            var invoices = new List<Invoice>();
            foreach (var item in doc.RootElement.GetProperty("data").EnumerateArray())
                invoices.Add(InvoiceMapper.FromJson(item));
            return invoices;
        }

        /// <summary>Parses a webhook body after its signature was checked.</summary>
        public static WebhookEvent ParseWebhook(string body) => WebhookEvent.Parse(body);
    }
}
