using Clinic.Api.Models;
using Clinic.Api.Services;
using Microsoft.AspNetCore.Mvc;

namespace Clinic.Api.Controllers;

[ApiController]
[Route("api/doctors/{doctorId:int}/slots")]
public sealed class SlotsController : ControllerBase
{
    private readonly ISlotService _slots;

    public SlotsController(ISlotService slots) => _slots = slots;

    /// <summary>GET api/doctors/3/slots?date=2025-11-25</summary>
    [HttpGet]
    public async Task<ActionResult<IReadOnlyList<SlotDto>>> Get(int doctorId, [FromQuery] DateOnly date, CancellationToken ct)
    {
        if (date == default)
        {
            return BadRequest(new { error = "date is required (yyyy-MM-dd)" });
        }
        var slots = await _slots.GetAvailableSlotsAsync(doctorId, date, ct);
        return Ok(slots);
    }
}
