using Azure.Storage.Blobs;
using Azure.Storage.Blobs.Models;

namespace DocVault.Api.Storage;

public sealed record StoredBlob(Stream Content, string ContentType);

public interface IBlobStore
{
    Task<string> SaveAsync(Stream content, string extension, string contentType, CancellationToken ct);
    Task<StoredBlob?> OpenAsync(string id, CancellationToken ct);
}

public sealed class AzureBlobStore(string connectionString, string container, ILogger<AzureBlobStore> log)
    : IBlobStore
{
    private readonly BlobContainerClient _container = new(connectionString, container);

    public async Task<string> SaveAsync(Stream content, string extension, string contentType, CancellationToken ct)
    {
        await _container.CreateIfNotExistsAsync(cancellationToken: ct);
        var id = $"{DateTime.UtcNow:yyyy/MM/dd}/{Guid.NewGuid():N}{extension}";
        var blob = _container.GetBlobClient(id);
        await blob.UploadAsync(content, new BlobUploadOptions
        {
            HttpHeaders = new BlobHttpHeaders { ContentType = contentType },
            TransferOptions = new Azure.Storage.StorageTransferOptions { MaximumConcurrency = 4 },
        }, ct);
        log.LogDebug("Uploaded blob {BlobId}", id);
        return id;
    }

    public async Task<StoredBlob?> OpenAsync(string id, CancellationToken ct)
    {
        var blob = _container.GetBlobClient(id);
        if (!await blob.ExistsAsync(ct))
        {
            return null;
        }
        var props = await blob.GetPropertiesAsync(cancellationToken: ct);
        return new StoredBlob(await blob.OpenReadAsync(cancellationToken: ct), props.Value.ContentType);
    }
}
