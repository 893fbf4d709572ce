using Amazon.S3;
using Amazon.S3.Model;
using Microsoft.Extensions.Diagnostics.HealthChecks;
using Microsoft.Extensions.Options;

namespace Inventory.Api.Health;

public sealed class StorageOptions
{
    public string ServiceUrl { get; set; } = "";
    public string Bucket { get; set; } = "";
    public string AccessKey { get; set; } = "";
    public string SecretKey { get; set; } = "";
}

/// <summary>Healthy when the attachments bucket can be reached.</summary>
public sealed class StorageHealthCheck(IOptions<StorageOptions> options) : IHealthCheck
{
    public async Task<HealthCheckResult> CheckHealthAsync(HealthCheckContext context, CancellationToken cancellationToken = default)
    {
        var o = options.Value;
        using var client = new AmazonS3Client(o.AccessKey, o.SecretKey, new AmazonS3Config
        {
            ServiceURL = o.ServiceUrl,
            ForcePathStyle = true,
        });
        try
        {
            await client.GetBucketLocationAsync(new GetBucketLocationRequest { BucketName = o.Bucket }, cancellationToken);
            return HealthCheckResult.Healthy();
        }
        catch (AmazonS3Exception ex)
        {
            return HealthCheckResult.Unhealthy($"bucket {o.Bucket}: {ex.ErrorCode}", ex);
        }
        catch (HttpRequestException ex)
        {
            return HealthCheckResult.Unhealthy($"storage at {o.ServiceUrl} unreachable", ex);
        }
    }
}
