namespace Kurinikku.Api.Services;

public class ClinicOptions
{
    public string TimeZone { get; set; } = "Asia/Tokyo";
    public int ReminderLeadHours { get; set; } = 24;
}

public class SmtpOptions
{
    public string Host { get; set; } = "localhost";
    public int Port { get; set; } = 25;
    public string From { get; set; } = "";
}
