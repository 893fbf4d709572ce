using Microsoft.AspNetCore.Mvc;
using Wms.Api.Data;
using Wms.Api.Services;

namespace Wms.Api.Controllers;

[ApiController]
[Route("api/stock")]
public class StockController : ControllerBase
{
    private readonly StockRepository _repo;
    private readonly ErpSyncService _sync;
    private readonly ILogger<StockController> _logger;

    public StockController(StockRepository repo, ErpSyncService sync, ILogger<StockController> logger)
    {
        _repo = repo;
        _sync = sync;
        _logger = logger;
    }

    /// <summary>按仓库 + SKU 查询实时库存</summary>
    [HttpGet("{warehouseCode}/{skuCode}")]
    public async Task<IActionResult> Get(string warehouseCode, string skuCode)
    {
        var stock = await _repo.GetAsync(warehouseCode, skuCode);
        if (stock is null)
        {
            return NotFound(new { code = 404, msg = "库存记录不存在" });
        }
        return Ok(new { code = 0, data = stock });
    }

    /// <summary>
    /// ERP 推送过来的库存同步（ERP 每 5 分钟调一次，也支持手工触发）
    /// </summary>
    [HttpPost("sync")]
    public async Task<IActionResult> Sync([FromBody] StockSyncRequest req, CancellationToken ct)
    {
        if (req.SkuCodes is null || req.SkuCodes.Count == 0)
        {
            return BadRequest(new { code = 400, msg = "skuCodes 不能为空" });
        }
        if (req.SkuCodes.Count > _sync.MaxSkusPerRequest)
        {
            return BadRequest(new { code = 400, msg = $"单次最多同步 {_sync.MaxSkusPerRequest} 个 SKU" });
        }

        _logger.LogInformation("stock sync start warehouse={Warehouse} skus={Count}", req.WarehouseCode, req.SkuCodes.Count);
        var result = await _sync.SyncAsync(req.WarehouseCode, req.SkuCodes, ct);
        _logger.LogInformation("stock sync done warehouse={Warehouse} updated={Updated} skipped={Skipped}",
            req.WarehouseCode, result.Updated, result.Skipped);

        return Ok(new { code = 0, data = result });
    }
}

public record StockSyncRequest(string WarehouseCode, List<string> SkuCodes);
