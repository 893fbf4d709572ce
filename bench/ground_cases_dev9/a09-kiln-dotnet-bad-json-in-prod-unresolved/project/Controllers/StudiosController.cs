using Kiln.Api.Data;
using Kiln.Api.Services;
using Microsoft.AspNetCore.Mvc;
using Microsoft.EntityFrameworkCore;

namespace Kiln.Api.Controllers;

[ApiController]
[Route("api/studios")]
public class StudiosController(KilnDbContext db, StudioScheduleService schedules) : ControllerBase
{
    [HttpGet]
    public async Task<IActionResult> List(CancellationToken ct)
    {
        var studios = await db.Studios.AsNoTracking()
            .OrderBy(s => s.Name)
            .Select(s => new { s.Slug, s.Name, s.WheelCount })
            .ToListAsync(ct);
        return Ok(studios);
    }

    [HttpGet("{slug}/schedule")]
    public async Task<IActionResult> Schedule(string slug, [FromQuery] DateOnly? week, CancellationToken ct)
    {
        var today = DateOnly.FromDateTime(DateTime.Today);
        var monday = week ?? today.AddDays(-(((int)today.DayOfWeek + 6) % 7));
        var result = await schedules.BuildWeekAsync(slug, monday, ct);
        return result is null ? NotFound() : Ok(result);
    }
}
