using System.Globalization;
using Notifly.Email;
using Xunit;

namespace Notifly.Tests;

public class TemplateResolverTests
{
    private static readonly string Root = Path.Combine(AppContext.BaseDirectory, "Templates");

    [Fact]
    public void FallsBackFromRegionToLanguage()
    {
        var html = new TemplateResolver(Root).Resolve("welcome", CultureInfo.GetCultureInfo("de-AT"));
        Assert.Contains("Willkommen", html);
    }

    [Fact]
    public void FallsBackToEnglish()
    {
        var html = new TemplateResolver(Root).Resolve("welcome", CultureInfo.GetCultureInfo("fr-FR"));
        Assert.Contains("Welcome", html);
    }
}
