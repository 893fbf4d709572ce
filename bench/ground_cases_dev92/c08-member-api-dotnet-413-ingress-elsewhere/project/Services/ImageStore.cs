using Amazon.S3;
using Amazon.S3.Model;
using SixLabors.ImageSharp;
using SixLabors.ImageSharp.Processing;

namespace Kaiyuan.Member.Api.Services;

public interface IImageStore
{
    Task<string> SaveAvatarAsync(long memberId, Stream image, string contentType, CancellationToken ct);
}

public class S3ImageStore : IImageStore
{
    private readonly IAmazonS3 _s3 = new AmazonS3Client();
    private readonly string _bucket;
    private readonly string _cdnBase;

    public S3ImageStore(IConfiguration config)
    {
        _bucket = config["Storage:Bucket"] ?? throw new InvalidOperationException("Storage:Bucket missing");
        _cdnBase = config["Storage:CdnBase"] ?? "";
    }

    public async Task<string> SaveAvatarAsync(long memberId, Stream image, string contentType, CancellationToken ct)
    {
        using var img = await Image.LoadAsync(image, ct);
        img.Mutate(x => x.Resize(new ResizeOptions { Size = new Size(512, 512), Mode = ResizeMode.Crop }));
        using var output = new MemoryStream();
        await img.SaveAsWebpAsync(output, ct);
        output.Position = 0;

        var key = $"avatars/{memberId}/{Guid.NewGuid():N}.webp";
        await _s3.PutObjectAsync(new PutObjectRequest
        {
            BucketName = _bucket,
            Key = key,
            InputStream = output,
            ContentType = "image/webp",
        }, ct);
        return $"{_cdnBase.TrimEnd('/')}/{key}";
    }
}
