using Microsoft.Data.Sqlite;

namespace ClinicCalendarSync.Sync;

/// <summary>Keeps the Calendar API sync token of every calendar between runs.</summary>
public sealed class SyncStateStore
{
    private readonly string _connectionString;

    public SyncStateStore(string connectionString)
    {
        _connectionString = connectionString;
        using var conn = Open();
        using var cmd = conn.CreateCommand();
        cmd.CommandText = "CREATE TABLE IF NOT EXISTS sync_state (calendar_id TEXT PRIMARY KEY, sync_token TEXT NOT NULL, updated_at TEXT NOT NULL)";
        cmd.ExecuteNonQuery();
    }

    public async Task<string?> GetSyncTokenAsync(string calendarId, CancellationToken ct)
    {
        await using var conn = Open();
        await using var cmd = conn.CreateCommand();
        cmd.CommandText = "SELECT sync_token FROM sync_state WHERE calendar_id = $id";
        cmd.Parameters.AddWithValue("$id", calendarId);
        return (string?)await cmd.ExecuteScalarAsync(ct);
    }

    public async Task SaveSyncTokenAsync(string calendarId, string token, CancellationToken ct)
    {
        await using var conn = Open();
        await using var cmd = conn.CreateCommand();
        cmd.CommandText = "INSERT INTO sync_state VALUES ($id, $token, $now) ON CONFLICT(calendar_id) DO UPDATE SET sync_token = $token, updated_at = $now";
        cmd.Parameters.AddWithValue("$id", calendarId);
        cmd.Parameters.AddWithValue("$token", token);
        cmd.Parameters.AddWithValue("$now", DateTimeOffset.UtcNow.ToString("O"));
        await cmd.ExecuteNonQueryAsync(ct);
    }

    public async Task ClearSyncTokenAsync(string calendarId, CancellationToken ct)
    {
        await using var conn = Open();
        await using var cmd = conn.CreateCommand();
        cmd.CommandText = "DELETE FROM sync_state WHERE calendar_id = $id";
        cmd.Parameters.AddWithValue("$id", calendarId);
        await cmd.ExecuteNonQueryAsync(ct);
    }

    private SqliteConnection Open()
    {
        var conn = new SqliteConnection(_connectionString);
        conn.Open();
        return conn;
    }
}
