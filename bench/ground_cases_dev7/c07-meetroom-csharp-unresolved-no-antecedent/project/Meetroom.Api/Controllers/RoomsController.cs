using Meetroom.Api.Models;
using Meetroom.Api.Services;
using Microsoft.AspNetCore.Mvc;

namespace Meetroom.Api.Controllers;

[ApiController]
[Route("api/rooms")]
public class RoomsController : ControllerBase
{
    private readonly RoomService _rooms;

    public RoomsController(RoomService rooms)
    {
        _rooms = rooms;
    }

    [HttpGet]
    public async Task<ActionResult<PagedResult<Room>>> List(
        [FromQuery] int page = 1,
        [FromQuery] int pageSize = 20,
        CancellationToken ct = default)
    {
        page = Math.Max(page, 1);
        pageSize = Math.Clamp(pageSize, 1, 100);
        return Ok(await _rooms.ListAsync(page, pageSize, ct));
    }

    [HttpGet("{id:int}")]
    public async Task<ActionResult<Room>> Get(int id, CancellationToken ct)
    {
        var room = await _rooms.FindAsync(id, ct);
        return room is null ? NotFound() : Ok(room);
    }
}
