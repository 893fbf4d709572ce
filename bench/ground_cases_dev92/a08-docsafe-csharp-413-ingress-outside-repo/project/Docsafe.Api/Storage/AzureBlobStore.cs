using Azure.Storage.Blobs;
using Azure.Storage.Blobs.Models;

namespace Docsafe.Api.Storage;

public interface IBlobStore
{
    Task PutAsync(string name, Stream content, string contentType, CancellationToken ct);
    Task<Stream?> GetAsync(string name, CancellationToken ct);
}

public class AzureBlobStore : IBlobStore
{
    private readonly BlobContainerClient _container;

    public AzureBlobStore(IConfiguration config)
    {
        _container = new BlobContainerClient(config["Storage:ConnectionString"], config["Storage:Container"] ?? "documents");
    }

    public async Task PutAsync(string name, Stream content, string contentType, CancellationToken ct)
    {
        var blob = _container.GetBlobClient(name);
        await blob.UploadAsync(content, new BlobUploadOptions { HttpHeaders = new BlobHttpHeaders { ContentType = contentType } }, ct);
    }

    public async Task<Stream?> GetAsync(string name, CancellationToken ct)
    {
        var blob = _container.GetBlobClient(name);
        if (!await blob.ExistsAsync(ct)) return null;
        return await blob.OpenReadAsync(cancellationToken: ct);
    }
}
