using System.Globalization;
using Notifly.Data;

namespace Notifly.Email;

public record ComposedEmail(string To, string Subject, string HtmlBody);

public class EmailComposer(TemplateResolver templates)
{
    public ComposedEmail Welcome(User user, string confirmUrl)
    {
        var culture = CultureFor(user);
        var html = templates.Resolve("welcome", culture)
            .Replace("{{Name}}", System.Net.WebUtility.HtmlEncode(user.DisplayName))
            .Replace("{{ConfirmUrl}}", confirmUrl);
        var subject = culture.TwoLetterISOLanguageName == "de" ? "Willkommen bei Notifly" : "Welcome to Notifly";
        return new ComposedEmail(user.Email, subject, html);
    }

    public ComposedEmail PasswordReset(User user, string resetUrl)
    {
        var culture = CultureFor(user);
        var html = templates.Resolve("password-reset", culture).Replace("{{ResetUrl}}", resetUrl);
        var subject = culture.TwoLetterISOLanguageName == "de" ? "Passwort zurücksetzen" : "Reset your password";
        return new ComposedEmail(user.Email, subject, html);
    }

    internal static CultureInfo CultureFor(User user)
    {
        if (string.IsNullOrWhiteSpace(user.Locale))
        {
            return CultureInfo.GetCultureInfo("en");
        }
        return CultureInfo.GetCultureInfo(user.Locale);
    }
}
