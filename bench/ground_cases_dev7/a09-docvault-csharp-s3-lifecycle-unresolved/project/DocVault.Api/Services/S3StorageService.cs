using Amazon.S3;
using Amazon.S3.Model;
using Microsoft.Extensions.Options;

namespace DocVault.Api.Services;

public class S3StorageService : IStorageService
{
    private readonly IAmazonS3 _s3;
    private readonly StorageOptions _options;

    public S3StorageService(IAmazonS3 s3, IOptions<StorageOptions> options)
    {
        _s3 = s3;
        _options = options.Value;
    }

    public async Task PutAsync(string key, Stream content, string contentType, CancellationToken ct)
    {
        await _s3.PutObjectAsync(new PutObjectRequest
        {
            BucketName = _options.BucketName,
            Key = key,
            InputStream = content,
            ContentType = contentType,
            ServerSideEncryptionMethod = ServerSideEncryptionMethod.AES256,
        }, ct);
    }

    public async Task<Stream?> GetAsync(string key, CancellationToken ct)
    {
        try
        {
            var res = await _s3.GetObjectAsync(_options.BucketName, key, ct);
            return res.ResponseStream;
        }
        catch (AmazonS3Exception e) when (e.ErrorCode == "NoSuchKey")
        {
            return null;
        }
    }

    public Task DeleteAsync(string key, CancellationToken ct) =>
        _s3.DeleteObjectAsync(_options.BucketName, key, ct);
}
