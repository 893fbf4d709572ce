using Azure.Storage.Blobs;
using Azure.Storage.Blobs.Models;
using Microsoft.Extensions.Options;

namespace Tenpo.Api.Storage;

public interface IPhotoStore
{
    Task<string> SaveAsync(int storeId, string fileName, string contentType, Stream content, CancellationToken ct);
}

public sealed class BlobPhotoStore : IPhotoStore
{
    private readonly BlobContainerClient _container;

    public BlobPhotoStore(IConfiguration config, IOptions<UploadOptions> options)
    {
        var service = new BlobServiceClient(config.GetConnectionString("Blob"));
        _container = service.GetBlobContainerClient(options.Value.Container);
    }

    public async Task<string> SaveAsync(int storeId, string fileName, string contentType, Stream content, CancellationToken ct)
    {
        var ext = Path.GetExtension(fileName).ToLowerInvariant();
        var blob = _container.GetBlobClient($"{storeId}/{Guid.NewGuid():N}{ext}");
        await blob.UploadAsync(content, new BlobUploadOptions
        {
            HttpHeaders = new BlobHttpHeaders { ContentType = contentType },
        }, ct);
        return blob.Uri.ToString();
    }
}
