using Kaiyuan.Member.Api.Services;
using Microsoft.AspNetCore.Mvc;

namespace Kaiyuan.Member.Api.Controllers;

[ApiController]
[Route("api/members/{memberId:long}/avatar")]
public class UploadController : ControllerBase
{
    private static readonly string[] Allowed = { "image/jpeg", "image/png", "image/webp" };
    private readonly IImageStore _store;
    private readonly ILogger<UploadController> _log;

    public UploadController(IImageStore store, ILogger<UploadController> log)
    {
        _store = store;
        _log = log;
    }

    [HttpPost]
    [RequestSizeLimit(10_485_760)]
    public async Task<IActionResult> Upload(long memberId, IFormFile file, CancellationToken ct)
    {
        if (file is null || file.Length == 0)
            return BadRequest(new { error = "file_required" });
        if (!Allowed.Contains(file.ContentType))
            return BadRequest(new { error = "unsupported_type" });

        await using var stream = file.OpenReadStream();
        var url = await _store.SaveAvatarAsync(memberId, stream, file.ContentType, ct);
        _log.LogInformation("avatar saved for {MemberId}: {Bytes} bytes", memberId, file.Length);
        return Ok(new { url });
    }
}
