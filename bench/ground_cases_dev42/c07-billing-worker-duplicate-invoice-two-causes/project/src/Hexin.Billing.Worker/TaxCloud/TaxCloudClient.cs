using System.Net.Http.Json;
using System.Security.Cryptography;
using System.Text;
using System.Text.Json;
using Microsoft.Extensions.Options;

namespace Hexin.Billing.Worker.TaxCloud;

public sealed class TaxCloudOptions
{
    public string BaseUrl { get; set; } = "https://api.taxcloud.example.cn/";
    public string AppKey { get; set; } = "";
    public string AppSecret { get; set; } = "";
    public string SellerTaxNo { get; set; } = "";
    public int TimeoutSeconds { get; set; } = 10;
}

public sealed record IssueResult(string InvoiceNo, string InvoiceCode, string PdfUrl);

public sealed class TaxCloudException(string code, string message) : Exception(message)
{
    public string Code { get; } = code;
    /// <summary>4xxx codes are problems with the request itself (bad tax number ...); retrying will not help.</summary>
    public bool IsBusinessError => Code.StartsWith('4');
}

/// <summary>Client for TaxCloud's blue-invoice API. TaxCloud de-duplicates on requestId: a request
/// repeated with the same requestId within 24h returns the first result instead of issuing again.</summary>
public sealed class TaxCloudClient(HttpClient http, IOptions<TaxCloudOptions> options)
{
    private readonly TaxCloudOptions _o = options.Value;

    public async Task<IssueResult> IssueAsync(IssueInvoiceMessage msg, CancellationToken ct = default)
    {
        var body = new
        {
            requestId = Guid.NewGuid().ToString("N"),
            sellerTaxNo = _o.SellerTaxNo,
            buyerName = msg.BuyerName,
            buyerTaxNo = msg.BuyerTaxNo,
            pushEmail = msg.BuyerEmail,
            remark = $"订单号 {msg.OrderNo}",
            items = new[] { new { name = msg.ItemName, amount = msg.Amount, taxRate = 0.06m } },
        };
        var json = JsonSerializer.Serialize(body);
        var timestamp = DateTimeOffset.UtcNow.ToUnixTimeSeconds().ToString();
        using var req = new HttpRequestMessage(HttpMethod.Post, "v2/invoice/blue")
        {
            Content = new StringContent(json, Encoding.UTF8, "application/json"),
        };
        req.Headers.Add("X-App-Key", _o.AppKey);
        req.Headers.Add("X-Timestamp", timestamp);
        req.Headers.Add("X-Sign", Sign(timestamp + json));

        using var resp = await http.SendAsync(req, ct);
        var payload = await resp.Content.ReadFromJsonAsync<Envelope>(cancellationToken: ct)
                      ?? throw new TaxCloudException("5000", "empty response");
        if (payload.Code != "0000" || payload.Data is null)
        {
            throw new TaxCloudException(payload.Code, payload.Message);
        }
        return new IssueResult(payload.Data.InvoiceNo, payload.Data.InvoiceCode, payload.Data.PdfUrl);
    }

    private string Sign(string content)
    {
        using var hmac = new HMACSHA256(Encoding.UTF8.GetBytes(_o.AppSecret));
        return Convert.ToHexString(hmac.ComputeHash(Encoding.UTF8.GetBytes(content))).ToLowerInvariant();
    }

    private sealed record Envelope(string Code, string Message, EnvelopeData? Data);
    private sealed record EnvelopeData(string InvoiceNo, string InvoiceCode, string PdfUrl);
}
