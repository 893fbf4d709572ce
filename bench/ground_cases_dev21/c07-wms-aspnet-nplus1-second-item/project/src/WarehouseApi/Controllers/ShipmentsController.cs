using Microsoft.AspNetCore.Mvc;
using WarehouseApi.Models;
using WarehouseApi.Services;

namespace WarehouseApi.Controllers;

[ApiController]
[Route("api/shipments")]
public class ShipmentsController : ControllerBase
{
    private readonly ShipmentService _service;

    public ShipmentsController(ShipmentService service)
    {
        _service = service;
    }

    [HttpGet]
    [ProducesResponseType(typeof(List<ShipmentDto>), StatusCodes.Status200OK)]
    public async Task<ActionResult<List<ShipmentDto>>> List([FromQuery] DateOnly day, CancellationToken ct)
    {
        return await _service.GetShipmentsAsync(day, ct);
    }

    [HttpGet("{shipmentNo}")]
    [ProducesResponseType(typeof(ShipmentDto), StatusCodes.Status200OK)]
    [ProducesResponseType(StatusCodes.Status404NotFound)]
    public async Task<ActionResult<ShipmentDto>> Get(string shipmentNo, CancellationToken ct)
    {
        var dto = await _service.GetByNoAsync(shipmentNo, ct);
        return dto is null ? NotFound() : dto;
    }
}
