using Contoso.Orders.Web.Services;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;

namespace Contoso.Orders.Web.Controllers;

[ApiController]
[Route("api/backorders")]
[Authorize(Policy = "Warehouse")]
public sealed class BackordersController : ControllerBase
{
    private readonly BackorderService _service;

    public BackordersController(BackorderService service) => _service = service;

    [HttpGet]
    public async Task<ActionResult<IReadOnlyList<BackorderDto>>> Get([FromQuery] int[] warehouse, CancellationToken ct)
    {
        var allowed = User.Claims
            .Where(c => c.Type == "warehouse")
            .Select(c => int.Parse(c.Value))
            .ToHashSet();
        var ids = warehouse.Length == 0 ? allowed.ToArray() : warehouse.Where(allowed.Contains).ToArray();
        return Ok(await _service.GetOpenAsync(ids, ct));
    }

    [HttpPost("{id:int}/cancel")]
    public async Task<IActionResult> Cancel(int id, CancellationToken ct)
    {
        return await _service.CancelAsync(id, ct) ? NoContent() : NotFound();
    }
}
