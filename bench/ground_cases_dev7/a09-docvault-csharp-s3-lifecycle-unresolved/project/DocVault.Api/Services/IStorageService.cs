namespace DocVault.Api.Services;

public interface IStorageService
{
    Task PutAsync(string key, Stream content, string contentType, CancellationToken ct);
    Task<Stream?> GetAsync(string key, CancellationToken ct);
    Task DeleteAsync(string key, CancellationToken ct);
}

public class StorageOptions
{
    public string BucketName { get; set; } = "";
    public string TempPrefix { get; set; } = "tmp/";
    public TimeSpan TempMaxAge { get; set; } = TimeSpan.FromHours(24);
}
