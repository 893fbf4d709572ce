namespace Billing.Tests;

internal static class GoldenFiles
{
    public static string Read(string name)
    {
        var path = Path.Combine(AppContext.BaseDirectory, "golden", name + ".txt");
        return File.ReadAllText(path).ReplaceLineEndings("\n");
    }

    public static void AssertMatches(string name, string actual)
    {
        var expected = Read(name);
        if (expected != actual)
        {
            throw new Xunit.Sdk.XunitException($"golden file {name}.txt differs:\n--- expected\n{expected}\n--- actual\n{actual}");
        }
    }
}
