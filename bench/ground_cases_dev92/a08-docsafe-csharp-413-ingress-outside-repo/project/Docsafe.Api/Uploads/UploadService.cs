using Docsafe.Api.Storage;

namespace Docsafe.Api.Uploads;

public record StoredDocument(Guid Id, string FileName, long Size, DateTimeOffset UploadedAt);

public class UploadService
{
    private readonly IBlobStore _blobs;
    private readonly ILogger<UploadService> _log;

    public UploadService(IBlobStore blobs, ILogger<UploadService> log)
    {
        _blobs = blobs;
        _log = log;
    }

    public async Task<StoredDocument> StoreAsync(IFormFile file, CancellationToken ct)
    {
        var id = Guid.NewGuid();
        await using var stream = file.OpenReadStream();
        await _blobs.PutAsync(id.ToString("N"), stream, file.ContentType, ct);
        _log.LogInformation("Stored {FileName} ({Size} bytes, {ContentType}) as {Id}", file.FileName, file.Length, file.ContentType, id);
        return new StoredDocument(id, file.FileName, file.Length, DateTimeOffset.UtcNow);
    }

    public Task<Stream?> OpenAsync(Guid id, CancellationToken ct) => _blobs.GetAsync(id.ToString("N"), ct);
}
