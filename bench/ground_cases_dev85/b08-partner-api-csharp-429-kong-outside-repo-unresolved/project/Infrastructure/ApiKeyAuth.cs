using System.Security.Claims;
using System.Text.Encodings.Web;
using Microsoft.AspNetCore.Authentication;
using Microsoft.Extensions.Options;

namespace Kirin.PartnerApi.Infrastructure;

public static class ApiKeyAuth
{
    public const string Scheme = "ApiKey";
    public const string Header = "X-Api-Key";
}

public class ApiKeyAuthOptions : AuthenticationSchemeOptions
{
}

public class ApiKeyAuthHandler(IOptionsMonitor<ApiKeyAuthOptions> options, ILoggerFactory logger, UrlEncoder encoder, IConfiguration config)
    : AuthenticationHandler<ApiKeyAuthOptions>(options, logger, encoder)
{
    protected override Task<AuthenticateResult> HandleAuthenticateAsync()
    {
        if (!Request.Headers.TryGetValue(ApiKeyAuth.Header, out var key) || string.IsNullOrEmpty(key))
        {
            return Task.FromResult(AuthenticateResult.NoResult());
        }
        var partner = config[$"Partners:{key}"];
        if (partner is null)
        {
            return Task.FromResult(AuthenticateResult.Fail("unknown API key"));
        }
        var identity = new ClaimsIdentity([new Claim(ClaimTypes.Name, partner)], ApiKeyAuth.Scheme);
        return Task.FromResult(AuthenticateResult.Success(new AuthenticationTicket(new ClaimsPrincipal(identity), ApiKeyAuth.Scheme)));
    }
}
