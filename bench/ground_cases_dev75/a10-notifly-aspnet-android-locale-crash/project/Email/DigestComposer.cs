using System.Globalization;
using System.Text;
using Notifly.Data;

namespace Notifly.Email;

public class DigestComposer(TemplateResolver templates)
{
    public ComposedEmail Compose(User user, IReadOnlyList<Notification> unread, string unsubscribeUrl)
    {
        var culture = EmailComposer.CultureFor(user);
        var items = new StringBuilder();
        foreach (var n in unread.Take(20))
        {
            items.Append("<li>").Append(System.Net.WebUtility.HtmlEncode(n.Text)).Append("</li>");
        }
        var html = templates.Resolve("digest", culture)
            .Replace("{{Name}}", System.Net.WebUtility.HtmlEncode(user.DisplayName))
            .Replace("{{Items}}", items.ToString())
            .Replace("{{UnsubscribeUrl}}", unsubscribeUrl);
        var count = unread.Count;
        var subject = culture.TwoLetterISOLanguageName == "de"
            ? $"Deine Zusammenfassung: {count} neue Benachrichtigung{(count == 1 ? "" : "en")}"
            : $"Your digest: {count} new notification{(count == 1 ? "" : "s")}";
        return new ComposedEmail(user.Email, subject, html);
    }
}
