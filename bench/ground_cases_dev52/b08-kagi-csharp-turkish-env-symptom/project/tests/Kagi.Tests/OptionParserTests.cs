using System;
using System.Collections.Generic;
using Kagi;
using Xunit;

public class OptionParserTests
{
    private static OptionParser Make(string? prefix = null) => new(new[]
    {
        new OptionSpec("input", typeof(string), "file to read", 'i') { Required = true },
        new OptionSpec("retries", typeof(int)) { Default = 3 },
        new OptionSpec("ratio", typeof(double)),
        new OptionSpec("dry-run", typeof(bool)),
    }, prefix);

    [Fact]
    public void ParsesLongShortAndInline()
    {
        var r = Make().Parse(new[] { "-i", "a.txt", "--retries=5", "--dry-run", "rest" });
        Assert.Equal("a.txt", r.Get<string>("input"));
        Assert.Equal(5, r.Get<int>("retries"));
        Assert.True(r.Get<bool>("dry-run"));
        Assert.Equal(new[] { "rest" }, r.Positional);
    }

    [Fact]
    public void NamesAreCaseInsensitive()
    {
        Assert.Equal("x", Make().Parse(new[] { "--INPUT", "x" }).Get<string>("input"));
    }

    [Fact]
    public void NamesMatchUnderTurkishCulture() // #41
    {
        var saved = System.Globalization.CultureInfo.CurrentCulture;
        try
        {
            System.Globalization.CultureInfo.CurrentCulture = new System.Globalization.CultureInfo("tr-TR");
            Assert.Equal("x", Make().Parse(new[] { "--INPUT", "x" }).Get<string>("input"));
            Assert.Contains("<INPUT>", HelpWriter.Write(Make(), "mytool"));
            Assert.Equal(1.5, Make().Parse(new[] { "-i", "a", "--ratio", "1.5" }).Get<double>("ratio"));
        }
        finally
        {
            System.Globalization.CultureInfo.CurrentCulture = saved;
        }
    }

    [Fact]
    public void FallsBackToEnvironment()
    {
        var env = new Dictionary<string, string> { ["MYTOOL_INPUT"] = "env.txt", ["MYTOOL_DRY_RUN"] = "yes" };
        EnvBinder.GetEnv = k => env.TryGetValue(k, out var v) ? v : null;
        var r = Make("MYTOOL").Parse(Array.Empty<string>());
        Assert.Equal("env.txt", r.Get<string>("input"));
        Assert.True(r.Get<bool>("dry-run"));
        Assert.Equal(3, r.Get<int>("retries"));
    }
}
