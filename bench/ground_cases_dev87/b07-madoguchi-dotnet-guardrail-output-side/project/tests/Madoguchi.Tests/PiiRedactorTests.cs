using Madoguchi.Api.Guardrails;
using Xunit;

namespace Madoguchi.Tests;

public class PiiRedactorTests
{
    private readonly PiiRedactor _redactor = new();

    [Fact]
    public void RedactsHyphenatedPhone()
    {
        Assert.Equal("[電話番号] まで", _redactor.Redact("03-1234-5678 まで"));
    }

    [Fact]
    public void RedactsMobileWithoutHyphens()
    {
        Assert.Equal("ご登録の [電話番号] 宛てに", _redactor.Redact("ご登録の 09012345678 宛てに"));
    }

    [Fact]
    public void RedactsEmail()
    {
        Assert.Equal("連絡先は [メール] です", _redactor.Redact("連絡先は taro.yamada@example.co.jp です"));
    }

    [Fact]
    public void LeavesOrdinaryNumbersAlone()
    {
        Assert.Equal("料金は 3,200 円です", _redactor.Redact("料金は 3,200 円です"));
    }
}
