namespace Portal.Api.Data;

public sealed class TenantSettings
{
    public int Id { get; set; }
    public string TenantId { get; set; } = "";
    public string DisplayName { get; set; } = "";
    public string? LogoUrl { get; set; }
    public string ThemeColor { get; set; } = "#1677ff";

    public static TenantSettings Default(string tenantId) => new()
    {
        TenantId = tenantId,
        DisplayName = tenantId,
    };
}
