using System.Globalization;

namespace Notifly.Email;

public class TemplateNotFoundException(string name, string culture)
    : Exception($"No template '{name}' for culture '{culture}'");

/// <summary>
/// Finds Templates/{name}.{lang}.html for a culture, falling back from a specific culture
/// (de-AT) to its neutral parent (de) and finally to English.
/// </summary>
public class TemplateResolver
{
    private const string DefaultLanguage = "en";
    private readonly string _templateRoot;

    public TemplateResolver(string templateRoot)
    {
        _templateRoot = templateRoot;
    }

    public string Resolve(string name, CultureInfo culture)
    {
        foreach (var lang in Candidates(culture))
        {
            var path = Path.Combine(_templateRoot, $"{name}.{lang}.html");
            if (File.Exists(path))
            {
                return File.ReadAllText(path);
            }
        }
        throw new TemplateNotFoundException(name, culture.Name);
    }

    private static IEnumerable<string> Candidates(CultureInfo culture)
    {
        for (var c = culture; !string.IsNullOrEmpty(c.Name); c = c.Parent)
        {
            yield return c.Name;
        }
        yield return DefaultLanguage;
    }
}
