using Microsoft.AspNetCore.Identity;

namespace Contoso.Portal.Models;

public class ApplicationUser : IdentityUser
{
    public string DisplayName { get; set; } = "";
    public string? Company { get; set; }
    public string Locale { get; set; } = "en-GB";
    public string TimeZone { get; set; } = "Europe/London";
    public bool MarketingConsent { get; set; }
    public DateTimeOffset CreatedAt { get; set; } = DateTimeOffset.UtcNow;
    public List<LoginEvent> Logins { get; set; } = new();
}

public class LoginEvent
{
    public long Id { get; set; }
    public string UserId { get; set; } = "";
    public DateTimeOffset At { get; set; }
    public string Provider { get; set; } = "local";
    public string? IpAddress { get; set; }
    public bool Succeeded { get; set; }
}
