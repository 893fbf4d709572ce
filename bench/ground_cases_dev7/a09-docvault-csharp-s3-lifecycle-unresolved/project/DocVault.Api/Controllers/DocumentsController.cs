using DocVault.Api.Data;
using DocVault.Api.Services;
using Microsoft.AspNetCore.Mvc;

namespace DocVault.Api.Controllers;

[ApiController]
[Route("tenants/{tenantId:guid}/documents")]
public class DocumentsController(VaultDbContext db, IStorageService storage) : ControllerBase
{
    [HttpPost]
    [RequestSizeLimit(50_000_000)]
    public async Task<IActionResult> Upload(Guid tenantId, IFormFile file, CancellationToken ct)
    {
        var doc = new DocumentRecord
        {
            Id = Guid.NewGuid(),
            TenantId = tenantId,
            FileName = file.FileName,
            ContentType = file.ContentType,
            SizeBytes = file.Length,
            UploadedAt = DateTime.UtcNow,
        };
        doc.StorageKey = $"docs/{tenantId}/{doc.Id}";
        await using (var stream = file.OpenReadStream())
        {
            await storage.PutAsync(doc.StorageKey, stream, file.ContentType, ct);
        }
        db.Documents.Add(doc);
        await db.SaveChangesAsync(ct);
        return CreatedAtAction(nameof(Download), new { tenantId, id = doc.Id }, new { doc.Id });
    }

    [HttpGet("{id:guid}")]
    public async Task<IActionResult> Download(Guid tenantId, Guid id, CancellationToken ct)
    {
        var doc = await db.Documents.FindAsync([id], ct);
        if (doc is null || doc.TenantId != tenantId) return NotFound();
        var content = await storage.GetAsync(doc.StorageKey, ct);
        if (content is null) return NotFound();
        return File(content, doc.ContentType, doc.FileName);
    }

    [HttpDelete("{id:guid}")]
    public async Task<IActionResult> Delete(Guid tenantId, Guid id, CancellationToken ct)
    {
        var doc = await db.Documents.FindAsync([id], ct);
        if (doc is null || doc.TenantId != tenantId) return NotFound();
        await storage.DeleteAsync(doc.StorageKey, ct);
        doc.DeletedAt = DateTime.UtcNow;
        await db.SaveChangesAsync(ct);
        return NoContent();
    }
}
