namespace Keihi.Api.Options;

public class UploadOptions
{
    public const string Section = "Upload";

    /// <summary>領収書ファイルの上限（MB）。</summary>
    public int MaxMegabytes { get; set; } = 10;

    public string[] AllowedExtensions { get; set; } = [".jpg", ".jpeg", ".png", ".heic", ".heif", ".pdf"];

    public long MaxBytes => MaxMegabytes * 1024L * 1024L;
}
