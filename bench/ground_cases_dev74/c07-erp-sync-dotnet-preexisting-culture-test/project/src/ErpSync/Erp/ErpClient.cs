using System.Net.Http.Json;
using System.Text.Json;

namespace ErpSync.Erp;

public sealed class ErpClient(HttpClient http)
{
    private static readonly JsonSerializerOptions Json = new(JsonSerializerDefaults.Web);

    /// <summary>Invoices changed since <paramref name="since"/>, oldest first.</summary>
    public async Task<IReadOnlyList<ErpInvoice>> ChangedInvoicesAsync(DateTimeOffset since, CancellationToken ct)
    {
        var filter = Uri.EscapeDataString($"ModifiedAt ge {since:yyyy-MM-ddTHH:mm:ssZ}");
        string? url = $"Invoices?$filter={filter}&$orderby=ModifiedAt&$top=100";
        var all = new List<ErpInvoice>();
        while (url is not null)
        {
            var page = await http.GetFromJsonAsync<ErpPage<ErpInvoice>>(url, Json, ct)
                       ?? throw new InvalidOperationException("ERP returned an empty body");
            all.AddRange(page.Value);
            url = page.NextLink;
        }
        return all;
    }
}
