using Amazon.S3;
using Amazon.S3.Model;
using DocVault.Api.Services;
using Microsoft.Extensions.Options;

namespace DocVault.Api.Jobs;

/// <summary>Deletes half-finished multipart uploads staged under the temp prefix.</summary>
public class TempCleanupJob : BackgroundService
{
    private readonly IAmazonS3 _s3;
    private readonly StorageOptions _options;
    private readonly ILogger<TempCleanupJob> _log;

    public TempCleanupJob(IAmazonS3 s3, IOptions<StorageOptions> options, ILogger<TempCleanupJob> log)
    {
        _s3 = s3;
        _options = options.Value;
        _log = log;
    }

    protected override async Task ExecuteAsync(CancellationToken ct)
    {
        using var timer = new PeriodicTimer(TimeSpan.FromHours(1));
        while (await timer.WaitForNextTickAsync(ct))
        {
            var cutoff = DateTime.UtcNow - _options.TempMaxAge;
            var request = new ListObjectsV2Request { BucketName = _options.BucketName, Prefix = _options.TempPrefix };
            var page = await _s3.ListObjectsV2Async(request, ct);
            foreach (var obj in page.S3Objects.Where(o => o.LastModified.ToUniversalTime() < cutoff))
            {
                await _s3.DeleteObjectAsync(_options.BucketName, obj.Key, ct);
                _log.LogInformation("deleted stale temp object {Key}", obj.Key);
            }
        }
    }
}
