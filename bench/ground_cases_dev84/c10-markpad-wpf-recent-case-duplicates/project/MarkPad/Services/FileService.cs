using System.IO;
using System.Text;

namespace MarkPad.Services;

public static class FileService
{
    private static readonly UTF8Encoding StrictUtf8 = new(encoderShouldEmitUTF8Identifier: false, throwOnInvalidBytes: true);

    public static string ReadText(string path) => ReadText(path, out _);

    public static string ReadText(string path, out Encoding encoding)
    {
        var bytes = File.ReadAllBytes(path);
        encoding = Detect(bytes);
        var bom = encoding.GetPreamble();
        var skip = bom.Length > 0 && bytes.AsSpan().StartsWith(bom) ? bom.Length : 0;
        return encoding.GetString(bytes, skip, bytes.Length - skip);
    }

    /// <summary>UTF-8/UTF-16 by BOM, else UTF-8 if the bytes are valid UTF-8, else GB18030.</summary>
    public static Encoding Detect(byte[] bytes)
    {
        if (bytes.Length >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF)
        {
            return new UTF8Encoding(encoderShouldEmitUTF8Identifier: true);
        }
        if (bytes.Length >= 2 && bytes[0] == 0xFF && bytes[1] == 0xFE)
        {
            return Encoding.Unicode;
        }
        try
        {
            StrictUtf8.GetString(bytes);
            return new UTF8Encoding(encoderShouldEmitUTF8Identifier: false);
        }
        catch (DecoderFallbackException)
        {
            return Encoding.GetEncoding("GB18030");
        }
    }

    public static void SaveText(string path, string text, Encoding? encoding = null)
    {
        var tmp = path + ".tmp";
        File.WriteAllText(tmp, text, encoding ?? new UTF8Encoding(encoderShouldEmitUTF8Identifier: false));
        File.Move(tmp, path, overwrite: true);
    }
}
