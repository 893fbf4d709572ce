namespace Hr.Portal.Api.Options;

public class JwtOptions
{
    public const string Section = "Jwt";

    public string Issuer { get; set; } = "hr-portal";
    public string Audience { get; set; } = "hr-portal-web";
    public string SigningKey { get; set; } = "";
    public int AccessTokenMinutes { get; set; } = 30;
    public int RefreshTokenLifetimeHours { get; set; } = 8;
}
