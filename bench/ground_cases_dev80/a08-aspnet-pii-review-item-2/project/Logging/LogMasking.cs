namespace Acme.Accounts.Logging;

public static class LogMasking
{
    /// <summary>"jane.doe@example.com" -> "j***@example.com"; anything else -> "***".</summary>
    public static string MaskEmail(string? email)
    {
        if (string.IsNullOrWhiteSpace(email))
        {
            return "***";
        }

        var at = email.IndexOf('@');
        if (at <= 0 || at == email.Length - 1)
        {
            return "***";
        }

        return $"{email[0]}***{email[at..]}";
    }
}
