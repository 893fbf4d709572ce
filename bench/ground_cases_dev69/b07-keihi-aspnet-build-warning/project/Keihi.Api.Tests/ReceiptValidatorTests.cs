using Keihi.Api.Options;
using Keihi.Api.Services;
using Microsoft.Extensions.Options;
using Xunit;

namespace Keihi.Api.Tests;

public class ReceiptValidatorTests
{
    private readonly ReceiptValidator _validator = new(Options.Create(new UploadOptions()));

    [Theory]
    [InlineData("receipt.jpg", "image/jpeg")]
    [InlineData("receipt.PNG", "image/png")]
    [InlineData("領収書.pdf", "application/pdf")]
    [InlineData("IMG_0123.HEIC", "image/heic")]
    public void Accepts_allowed_files(string name, string type)
    {
        Assert.Null(_validator.Validate(name, type));
    }

    [Fact]
    public void Rejects_exe()
    {
        Assert.NotNull(_validator.Validate("tool.exe", "application/octet-stream"));
    }

    [Fact]
    public void Rejects_pdf_extension_with_image_type()
    {
        Assert.Equal("ファイルの種類と拡張子が一致しません", _validator.Validate("a.pdf", "image/png"));
    }
}
