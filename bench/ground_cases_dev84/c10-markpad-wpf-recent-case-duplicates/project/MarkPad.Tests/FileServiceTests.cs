using System.IO;
using MarkPad.Services;
using Xunit;

namespace MarkPad.Tests;

public class FileServiceTests
{
    static FileServiceTests() => System.Text.Encoding.RegisterProvider(System.Text.CodePagesEncodingProvider.Instance);

    [Fact]
    public void ReadText_DetectsGbk()
    {
        var path = Path.Combine(Path.GetTempPath(), $"markpad-{Guid.NewGuid():N}.txt");
        try
        {
            File.WriteAllBytes(path, System.Text.Encoding.GetEncoding("GB18030").GetBytes("会议纪要：下周一上线"));
            Assert.Equal("会议纪要：下周一上线", FileService.ReadText(path, out var encoding));
            Assert.Equal(54936, encoding.CodePage);
        }
        finally
        {
            File.Delete(path);
        }
    }

    [Fact]
    public void SaveThenRead_RoundTripsUtf8()
    {
        var path = Path.Combine(Path.GetTempPath(), $"markpad-{Guid.NewGuid():N}.md");
        try
        {
            FileService.SaveText(path, "# 标题\n正文");
            Assert.Equal("# 标题\n正文", FileService.ReadText(path));
        }
        finally
        {
            File.Delete(path);
        }
    }
}
