using System.Text.Json;
using Kiln.Api.Data;
using Kiln.Api.Models;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;
using Microsoft.EntityFrameworkCore;

namespace Kiln.Api.Controllers.Admin;

[ApiController]
[Authorize(Roles = "admin")]
[Route("api/admin/studios")]
public class StudioAdminController(KilnDbContext db) : ControllerBase
{
    [HttpPut("{slug}/hours")]
    public async Task<IActionResult> SetHours(string slug, OpeningHours hours, CancellationToken ct)
    {
        var studio = await db.Studios.FirstOrDefaultAsync(s => s.Slug == slug, ct);
        if (studio is null)
        {
            return NotFound();
        }

        studio.OpeningHoursJson = JsonSerializer.Serialize(hours);
        await db.SaveChangesAsync(ct);
        return NoContent();
    }
}
