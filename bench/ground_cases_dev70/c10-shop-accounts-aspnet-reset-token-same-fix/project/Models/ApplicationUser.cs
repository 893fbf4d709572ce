using Microsoft.AspNetCore.Identity;

namespace ShopAccounts.Models;

public class ApplicationUser : IdentityUser
{
    public string DisplayName { get; set; } = "";

    public string TimeZoneId { get; set; } = "China Standard Time";

    public string Culture { get; set; } = "zh-CN";

    public DateTimeOffset CreatedAt { get; set; } = DateTimeOffset.UtcNow;

    public DateTimeOffset? DeletedAt { get; set; }
}

public class FrontendOptions
{
    public string BaseUrl { get; set; } = "";
}

public class SmtpOptions
{
    public string Host { get; set; } = "";
    public int Port { get; set; } = 465;
    public string From { get; set; } = "";
    public string? User { get; set; }
    public string? Password { get; set; }
}
