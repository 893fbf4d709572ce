using Keihi.Api.Options;
using Keihi.Api.Services;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.Options;

namespace Keihi.Api.Controllers;

[ApiController]
[Route("api/receipts")]
public class ReceiptsController : ControllerBase
{
    private readonly IReceiptStore _store;
    private readonly ReceiptValidator _validator;
    private readonly UploadOptions _options;

    public ReceiptsController(IReceiptStore store, ReceiptValidator validator, IOptions<UploadOptions> options)
    {
        _store = store;
        _validator = validator;
        _options = options.Value;
    }

    [HttpPost]
    [RequestSizeLimit(30 * 1024 * 1024)]
    public async Task<IActionResult> Upload(IFormFile file, [FromForm] int expenseId)
    {
        if (file.Length > _options.MaxBytes)
        {
            return Problem(title: $"ファイルが大きすぎます（最大{_options.MaxMegabytes}MB）", statusCode: StatusCodes.Status413PayloadTooLarge);
        }
        var error = _validator.Validate(file.FileName, file.ContentType);
        if (error is not null)
        {
            return Problem(title: error, statusCode: StatusCodes.Status415UnsupportedMediaType);
        }

        await using var stream = file.OpenReadStream();
        var id = await _store.SaveAsync(expenseId, file.FileName, file.ContentType, stream);
        return CreatedAtAction(nameof(Download), new { id }, new { id });
    }

    [HttpGet("{id:guid}")]
    public async Task<IActionResult> Download(Guid id)
    {
        var receipt = await _store.FindAsync(id);
        Response.Headers.CacheControl = "private, no-store";
        return File(receipt.Content, receipt.ContentType, receipt.OriginalName);
    }
}
