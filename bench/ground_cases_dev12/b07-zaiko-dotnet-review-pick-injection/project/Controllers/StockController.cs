using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;
using ZaikoApi.Data;
using ZaikoApi.Services;

namespace ZaikoApi.Controllers;

[ApiController]
[Authorize]
[Route("api/stock")]
public class StockController : ControllerBase
{
    private readonly StockRepository _stock;
    private readonly StockAllocator _allocator;

    public StockController(StockRepository stock, StockAllocator allocator)
    {
        _stock = stock;
        _allocator = allocator;
    }

    public record AdjustRequest(string WarehouseCode, int Delta, string Reason);

    public record AllocateRequest(string ItemCode, int Quantity);

    [HttpGet("{itemCode}")]
    public async Task<IActionResult> Get(string itemCode)
    {
        var rows = await _stock.FindByItemAsync(itemCode);
        return rows.Count == 0 ? NotFound() : Ok(rows);
    }

    /// 棚卸し差異の手動調整
    [HttpPost("{itemCode}/adjust")]
    public async Task<IActionResult> Adjust(string itemCode, AdjustRequest req)
    {
        if (req.Delta == 0 || string.IsNullOrWhiteSpace(req.Reason))
        {
            return BadRequest("delta と reason は必須です");
        }
        var user = User.Identity?.Name ?? "unknown";
        await _stock.AdjustAsync(req.WarehouseCode, itemCode, req.Delta, req.Reason, user);
        return NoContent();
    }

    /// 受注に対する引当 (複数倉庫から優先順に)
    [HttpPost("allocate")]
    public async Task<IActionResult> Allocate(AllocateRequest req)
    {
        var result = await _allocator.AllocateAsync(req.ItemCode, req.Quantity);
        return result.Shortage > 0 ? Conflict(result) : Ok(result);
    }
}
