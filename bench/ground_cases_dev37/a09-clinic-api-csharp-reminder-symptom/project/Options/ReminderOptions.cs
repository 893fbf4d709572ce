namespace Clinic.Api.Options;

/// <summary>
/// When appointment reminders go out. Bound from the "Reminders" section.
/// </summary>
public sealed class ReminderOptions
{
    public const string Section = "Reminders";

    /// <summary>How long before the appointment the reminder is sent.</summary>
    public int LeadTimeHours { get; set; }

    /// <summary>Width of the window the job looks at on each tick.</summary>
    public int SendWindowMinutes { get; set; } = 15;
}

public sealed class SmtpOptions
{
    public const string Section = "Smtp";

    public string Host { get; set; } = "localhost";
    public int Port { get; set; } = 25;
    public string From { get; set; } = "";
    public string? User { get; set; }
    public string? Password { get; set; }
}
