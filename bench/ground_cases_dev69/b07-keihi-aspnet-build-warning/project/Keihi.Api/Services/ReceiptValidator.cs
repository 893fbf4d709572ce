using Keihi.Api.Options;
using Microsoft.Extensions.Options;

namespace Keihi.Api.Services;

/// <summary>領収書ファイルの種類チェック。サイズは Controller 側で見る。</summary>
public class ReceiptValidator
{
    private static readonly Dictionary<string, string[]> ContentTypes = new(StringComparer.OrdinalIgnoreCase)
    {
        [".jpg"] = ["image/jpeg"],
        [".jpeg"] = ["image/jpeg"],
        [".png"] = ["image/png"],
        [".pdf"] = ["application/pdf"],
        [".heic"] = ["image/heic", "image/heif"],
        [".heif"] = ["image/heif", "image/heic"],
    };

    private readonly UploadOptions _options;

    public ReceiptValidator(IOptions<UploadOptions> options)
    {
        _options = options.Value;
    }

    /// <summary>問題なければ null、あればユーザー向けのメッセージ。</summary>
    public string? Validate(string fileName, string contentType)
    {
        var ext = Path.GetExtension(fileName);
        if (string.IsNullOrEmpty(ext) || !_options.AllowedExtensions.Contains(ext, StringComparer.OrdinalIgnoreCase))
        {
            return "アップロードできるのは JPEG / PNG / HEIC / PDF のファイルです";
        }
        if (!ContentTypes.TryGetValue(ext, out var types) || !types.Contains(contentType, StringComparer.OrdinalIgnoreCase))
        {
            return "ファイルの種類と拡張子が一致しません";
        }
        return null;
    }
}
