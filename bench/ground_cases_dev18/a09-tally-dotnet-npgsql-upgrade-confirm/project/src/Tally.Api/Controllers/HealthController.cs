using Microsoft.AspNetCore.Mvc;
using Tally.Api.Data;

namespace Tally.Api.Controllers;

[ApiController]
[Route("health")]
public class HealthController : ControllerBase
{
    private readonly TallyDbContext _db;

    public HealthController(TallyDbContext db) => _db = db;

    [HttpGet]
    public async Task<IActionResult> Get()
    {
        var dbOk = await _db.Database.CanConnectAsync();
        return Ok(new
        {
            status = dbOk ? "ok" : "degraded",
            database = dbOk,
            // shown on the ops dashboard, server local time
            serverTime = DateTime.Now.ToString("yyyy-MM-dd HH:mm:ss"),
            version = typeof(HealthController).Assembly.GetName().Version?.ToString(),
        });
    }
}
