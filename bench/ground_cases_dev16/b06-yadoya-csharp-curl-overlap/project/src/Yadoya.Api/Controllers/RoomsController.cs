using Microsoft.AspNetCore.Mvc;
using Microsoft.EntityFrameworkCore;
using Yadoya.Api.Data;
using Yadoya.Api.Services;

namespace Yadoya.Api.Controllers;

[ApiController]
[Route("api/rooms")]
public class RoomsController(YadoyaDbContext db, IAvailabilityService availability) : ControllerBase
{
    public record RoomDto(int Id, string Number, string Type, int Floor, decimal NightlyRate);

    [HttpGet]
    public async Task<IEnumerable<RoomDto>> List()
    {
        return await db.Rooms
            .OrderBy(r => r.Number)
            .Select(r => new RoomDto(r.Id, r.Number, r.Type.ToString().ToLower(), r.Floor, r.NightlyRate))
            .ToListAsync();
    }

    [HttpGet("available")]
    public async Task<ActionResult<IEnumerable<RoomDto>>> Available([FromQuery] DateOnly from, [FromQuery] DateOnly to, CancellationToken ct)
    {
        if (to <= from)
        {
            return BadRequest(new { error = "to は from より後の日付を指定してください" });
        }
        var rooms = await availability.FindAvailableRoomsAsync(from, to, ct);
        return rooms.Select(r => new RoomDto(r.Id, r.Number, r.Type.ToString().ToLower(), r.Floor, r.NightlyRate)).ToList();
    }

    [HttpGet("{id:int}")]
    public async Task<ActionResult<RoomDto>> Get(int id)
    {
        var r = await db.Rooms.FindAsync(id);
        if (r is null) return NotFound();
        return new RoomDto(r.Id, r.Number, r.Type.ToString().ToLower(), r.Floor, r.NightlyRate);
    }
}
