using System.Net.Http.Json;
using Microsoft.Extensions.Options;

namespace Wms.Api.Services;

public class ErpOptions
{
    public string BaseUrl { get; set; } = "";
    public string AppKey { get; set; } = "";
    public int TimeoutSeconds { get; set; } = 30;
    public int PageSize { get; set; } = 200;
}

public record ErpStockItem(string SkuCode, string WarehouseCode, int Quantity, int Locked, DateTime UpdatedAt);

public record ErpStockPage(int Total, List<ErpStockItem> Items);

/// <summary>调 ERP 开放接口，鉴权用 AppKey 放在 header 里</summary>
public class ErpClient
{
    private readonly HttpClient _http;
    private readonly ErpOptions _opt;

    public ErpClient(HttpClient http, IOptions<ErpOptions> opt)
    {
        _http = http;
        _opt = opt.Value;
    }

    public async Task<List<ErpStockItem>> QueryStockAsync(string warehouseCode, IReadOnlyList<string> skuCodes,
        CancellationToken ct)
    {
        var all = new List<ErpStockItem>(skuCodes.Count);
        foreach (var chunk in skuCodes.Chunk(_opt.PageSize))
        {
            using var req = new HttpRequestMessage(HttpMethod.Post, "open/stock/query")
            {
                Content = JsonContent.Create(new { warehouseCode, skuCodes = chunk }),
            };
            req.Headers.Add("X-App-Key", _opt.AppKey);
            using var resp = await _http.SendAsync(req, ct);
            resp.EnsureSuccessStatusCode();
            var page = await resp.Content.ReadFromJsonAsync<ErpStockPage>(cancellationToken: ct)
                       ?? throw new InvalidOperationException("ERP 返回了空的库存数据");
            all.AddRange(page.Items);
        }
        return all;
    }
}
