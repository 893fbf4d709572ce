using DocIntake.Services;
using Microsoft.AspNetCore.Mvc;

namespace DocIntake.Controllers;

[ApiController]
[Route("api/documents")]
public class DocumentsController : ControllerBase
{
    private readonly IFileStore _store;
    private readonly IVirusScanner _scanner;
    private readonly ILogger<DocumentsController> _log;

    public DocumentsController(IFileStore store, IVirusScanner scanner, ILogger<DocumentsController> log)
    {
        _store = store;
        _scanner = scanner;
        _log = log;
    }

    [HttpPost]
    [RequestSizeLimit(300L * 1024 * 1024)]
    public async Task<IActionResult> Upload(IFormFile file, CancellationToken ct)
    {
        if (file.Length == 0)
        {
            return BadRequest("empty file");
        }

        await using var stream = file.OpenReadStream();
        var verdict = await _scanner.ScanAsync(stream, ct);
        if (!verdict.Clean)
        {
            _log.LogWarning("Rejected infected upload {Name}: {Signature}", file.FileName, verdict.Signature);
            return UnprocessableEntity("file rejected by virus scan");
        }

        stream.Position = 0;
        try
        {
            var stored = await _store.SaveAsync(stream, file.FileName, ct);
            return Created($"/api/documents/{stored.Id}", stored);
        }
        catch (IOException ex)
        {
            _log.LogError(ex, "Upload failed");
            return StatusCode(500, "could not store file");
        }
    }
}
