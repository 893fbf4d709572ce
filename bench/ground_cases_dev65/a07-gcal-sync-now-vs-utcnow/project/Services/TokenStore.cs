using CalendarBridge.Data;
using Google.Apis.Auth.OAuth2;
using Google.Apis.Auth.OAuth2.Flows;
using Google.Apis.Auth.OAuth2.Responses;
using Microsoft.EntityFrameworkCore;

namespace CalendarBridge.Services;

public class TokenStore(AppDbContext db, IConfiguration config, ILogger<TokenStore> log)
{
    private GoogleAuthorizationCodeFlow Flow() => new(new GoogleAuthorizationCodeFlow.Initializer
    {
        ClientSecrets = new ClientSecrets
        {
            ClientId = config["Google:ClientId"],
            ClientSecret = config["Google:ClientSecret"],
        },
        Scopes = new[] { Google.Apis.Calendar.v3.CalendarService.Scope.Calendar },
    });

    public async Task<UserCredential> CredentialForAsync(int userId, CancellationToken ct)
    {
        var conn = await db.Connections.SingleAsync(c => c.UserId == userId, ct);
        var token = new TokenResponse
        {
            AccessToken = conn.AccessToken,
            RefreshToken = conn.RefreshToken,
            ExpiresInSeconds = (long)(conn.ExpiresAt - DateTime.Now).TotalSeconds,
            IssuedUtc = DateTime.UtcNow,
        };
        var credential = new UserCredential(Flow(), userId.ToString(), token);
        if (conn.NeedsReauth)
        {
            throw new ReauthRequiredException(userId);
        }
        if (token.ExpiresInSeconds < 60)
        {
            try
            {
                await credential.RefreshTokenAsync(ct);
            }
            catch (TokenResponseException e) when (e.Error?.Error == "invalid_grant")
            {
                conn.NeedsReauth = true;
                await db.SaveChangesAsync(ct);
                log.LogWarning("Google refresh token for user {UserId} is expired or revoked", userId);
                throw new ReauthRequiredException(userId);
            }
            conn.AccessToken = credential.Token.AccessToken;
            conn.ExpiresAt = DateTime.Now.AddSeconds(credential.Token.ExpiresInSeconds ?? 3600);
            await db.SaveChangesAsync(ct);
            log.LogInformation("refreshed Google token for user {UserId}", userId);
        }
        return credential;
    }
}

public class ReauthRequiredException(int userId)
    : Exception($"user {userId} must reconnect Google Calendar")
{
    public int UserId { get; } = userId;
}
