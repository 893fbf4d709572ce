using CalendarBridge.Data;
using CalendarBridge.Services;
using Microsoft.AspNetCore.Mvc;
using Microsoft.EntityFrameworkCore;

namespace CalendarBridge.Controllers;

[ApiController]
[Route("google/notifications")]
public class GoogleNotificationsController(AppDbContext db, CalendarSyncService sync,
    ILogger<GoogleNotificationsController> log) : ControllerBase
{
    // Google sends X-Goog-Channel-ID / X-Goog-Resource-State; the body is empty.
    [HttpPost]
    public async Task<IActionResult> Receive(CancellationToken ct)
    {
        var channelId = Request.Headers["X-Goog-Channel-ID"].ToString();
        var state = Request.Headers["X-Goog-Resource-State"].ToString();
        if (state == "sync")
        {
            return Ok(); // the handshake right after watch(); nothing changed yet
        }

        var sync_ = await db.SyncStates.SingleOrDefaultAsync(s => s.ChannelId == channelId, ct);
        if (sync_ == null)
        {
            log.LogWarning("notification for unknown channel {ChannelId}", channelId);
            return Ok();
        }

        await sync.IncrementalSyncAsync(sync_.UserId, ct);
        return Ok();
    }
}
