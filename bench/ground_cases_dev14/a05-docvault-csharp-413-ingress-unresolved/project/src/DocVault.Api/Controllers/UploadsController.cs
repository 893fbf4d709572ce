using DocVault.Api.Storage;
using Microsoft.AspNetCore.Mvc;

namespace DocVault.Api.Controllers;

[ApiController]
[Route("api/uploads")]
public sealed class UploadsController(IBlobStore blobs, UploadOptions options, ILogger<UploadsController> log)
    : ControllerBase
{
    [HttpPost]
    [DisableRequestSizeLimit] // Kestrel/FormOptions limits from Program.cs apply
    public async Task<IActionResult> Upload(IFormFile file, CancellationToken ct)
    {
        if (file is null || file.Length == 0)
        {
            return BadRequest(new { error = "no file" });
        }

        var ext = Path.GetExtension(file.FileName).ToLowerInvariant();
        if (!options.AllowedExtensions.Contains(ext))
        {
            return BadRequest(new { error = $"{ext} files are not accepted" });
        }

        if (file.Length > options.MaxFileMb * 1024L * 1024L)
        {
            return StatusCode(StatusCodes.Status413PayloadTooLarge,
                new { error = $"files are limited to {options.MaxFileMb} MB" });
        }

        await using var stream = file.OpenReadStream();
        var id = await blobs.SaveAsync(stream, ext, file.ContentType, ct);
        log.LogInformation("Stored {FileName} ({Bytes} bytes) as {BlobId}", file.FileName, file.Length, id);
        return Created($"/api/uploads/{id}", new { id, size = file.Length });
    }

    [HttpGet("{id}")]
    public async Task<IActionResult> Download(string id, CancellationToken ct)
    {
        var blob = await blobs.OpenAsync(id, ct);
        if (blob is null)
        {
            return NotFound();
        }
        return File(blob.Content, blob.ContentType, enableRangeProcessing: true);
    }
}
