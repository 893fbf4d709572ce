using DocFlow.Api.Storage;
using Microsoft.AspNetCore.Mvc;

namespace DocFlow.Api.Controllers;

[ApiController]
[Route("api/documents")]
public sealed class DocumentsController(IDocumentStore store, UploadOptions uploads, ILogger<DocumentsController> log)
    : ControllerBase
{
    [HttpPost]
    [RequestSizeLimit(100L * 1024 * 1024)]
    [RequestFormLimits(MultipartBodyLengthLimit = 100L * 1024 * 1024)]
    public async Task<IActionResult> Upload(IFormFile file, CancellationToken ct)
    {
        if (file.Length == 0)
        {
            return BadRequest(new { error = "empty file" });
        }
        if (!uploads.AllowedContentTypes.Contains(file.ContentType))
        {
            return StatusCode(StatusCodes.Status415UnsupportedMediaType, new { error = file.ContentType });
        }

        await using var stream = file.OpenReadStream();
        var id = await store.SaveAsync(file.FileName, file.ContentType, stream, ct);
        log.LogInformation("uploaded {FileName} ({Length} bytes) as {Id}", file.FileName, file.Length, id);
        return CreatedAtAction(nameof(Get), new { id }, new { id });
    }

    [HttpGet("{id}")]
    public async Task<IActionResult> Get(string id, CancellationToken ct)
    {
        var doc = await store.OpenAsync(id, ct);
        if (doc is null)
        {
            return NotFound();
        }
        return File(doc.Content, doc.ContentType, doc.FileName);
    }
}
