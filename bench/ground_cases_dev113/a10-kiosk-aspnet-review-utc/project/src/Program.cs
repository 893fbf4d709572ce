using System.Text;
using Kiosk.Api.Auth;

var builder = WebApplication.CreateBuilder(args);

var key = Encoding.UTF8.GetBytes(builder.Configuration["Auth:SigningKey"]
    ?? throw new InvalidOperationException("Auth:SigningKey missing"));
var users = new UserStore();
users.Add(new KioskUser("k-001", "Lobby kiosk", Disabled: false, RevokedAt: null));
users.Add(new KioskUser("k-002", "Cafe kiosk", Disabled: false, RevokedAt: null));

builder.Services.AddSingleton(users);
builder.Services.AddSingleton(new TokenService(key, users));

var app = builder.Build();

app.MapPost("/session/{kioskId}", (string kioskId, TokenService tokens, UserStore store) =>
    store.GetUser(kioskId) is null ? Results.NotFound() : Results.Ok(tokens.Issue(kioskId)));

app.MapPost("/session/validate", (SessionToken token, TokenService tokens) =>
    tokens.Validate(token) ? Results.NoContent() : Results.Unauthorized());

app.MapPost("/kiosks/{kioskId}/revoke", (string kioskId, UserStore store) =>
    store.Revoke(kioskId, DateTime.UtcNow) ? Results.NoContent() : Results.NotFound());

app.MapGet("/health", () => Results.Ok(new { status = "ok", kiosks = users.Count }));

app.Run();

public partial class Program
{
}
