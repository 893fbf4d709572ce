using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;
using Portal.Api.Data;
using Portal.Api.Services;

namespace Portal.Api.Controllers;

[ApiController]
[Route("api/settings")]
public sealed class SettingsController : ControllerBase
{
    private readonly ITenantSettingsService _settings;

    public SettingsController(ITenantSettingsService settings)
    {
        _settings = settings;
    }

    /// <summary>Branding for the SPA shell: logo, theme color, display name.</summary>
    [HttpGet("branding")]
    [AllowAnonymous]
    public async Task<ActionResult<BrandingDto>> Branding(CancellationToken ct)
    {
        var s = await _settings.GetAsync(ct);
        return new BrandingDto(s.DisplayName, s.LogoUrl, s.ThemeColor);
    }

    [HttpPut]
    [Authorize(Roles = "TenantAdmin")]
    public async Task<IActionResult> Update([FromBody] TenantSettings body, CancellationToken ct)
    {
        await _settings.UpdateAsync(body, ct);
        return NoContent();
    }
}

public sealed record BrandingDto(string DisplayName, string? LogoUrl, string ThemeColor);
