namespace Acme.Accounts.Services;

public record User(Guid Id, string Email, string? Company);

public interface IUserStore
{
    Task<bool> ExistsAsync(string email, CancellationToken ct);
    Task<User> CreateAsync(string email, string password, string? company, CancellationToken ct);
    Task<User?> FindByEmailAsync(string email, CancellationToken ct);
    Task StoreResetTokenAsync(Guid userId, string token, DateTimeOffset expiresAt, CancellationToken ct);
}

public class UserStore : IUserStore
{
    private readonly AccountsDb _db;

    public UserStore(AccountsDb db) => _db = db;

    public Task<bool> ExistsAsync(string email, CancellationToken ct) =>
        _db.UserExistsAsync(email.Trim().ToLowerInvariant(), ct);

    public Task<User> CreateAsync(string email, string password, string? company, CancellationToken ct) =>
        _db.InsertUserAsync(email.Trim().ToLowerInvariant(), BCryptHash(password), company, ct);

    public Task<User?> FindByEmailAsync(string email, CancellationToken ct) =>
        _db.FindUserAsync(email.Trim().ToLowerInvariant(), ct);

    public Task StoreResetTokenAsync(Guid userId, string token, DateTimeOffset expiresAt, CancellationToken ct) =>
        _db.UpsertResetTokenAsync(userId, Sha256(token), expiresAt, ct);

    private static string BCryptHash(string password) => BCrypt.Net.BCrypt.HashPassword(password, 12);

    private static string Sha256(string value) =>
        Convert.ToHexString(System.Security.Cryptography.SHA256.HashData(System.Text.Encoding.UTF8.GetBytes(value)));
}
