namespace Tenpo.Api.Storage;

public sealed class UploadOptions
{
    public long MaxBytes { get; set; } = 20L * 1024 * 1024;

    public string Container { get; set; } = "store-photos";
}
