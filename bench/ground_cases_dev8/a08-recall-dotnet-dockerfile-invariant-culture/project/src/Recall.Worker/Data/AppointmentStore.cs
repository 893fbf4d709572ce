using Microsoft.Data.Sqlite;

namespace Recall.Worker.Data;

public sealed record Appointment(long Id, string PatientFirstName, string? MobileNumber, DateTime StartsAtUtc, DateTime? ReminderSentAt);

public sealed class AppointmentStore(string connectionString)
{
    public async Task<List<Appointment>> ForDayAsync(DateOnly day, CancellationToken ct)
    {
        await using var conn = new SqliteConnection(connectionString);
        await conn.OpenAsync(ct);
        var cmd = conn.CreateCommand();
        cmd.CommandText = """
            SELECT id, first_name, mobile, starts_at_utc, reminder_sent_at
              FROM appointments
             WHERE date(starts_at_utc, 'localtime') = $day AND cancelled = 0
             ORDER BY starts_at_utc
            """;
        cmd.Parameters.AddWithValue("$day", day.ToString("yyyy-MM-dd"));
        var result = new List<Appointment>();
        await using var reader = await cmd.ExecuteReaderAsync(ct);
        while (await reader.ReadAsync(ct))
        {
            result.Add(new Appointment(
                reader.GetInt64(0),
                reader.GetString(1),
                reader.IsDBNull(2) ? null : reader.GetString(2),
                DateTime.SpecifyKind(reader.GetDateTime(3), DateTimeKind.Utc),
                reader.IsDBNull(4) ? null : reader.GetDateTime(4)));
        }
        return result;
    }

    public async Task MarkReminderSentAsync(long id, CancellationToken ct)
    {
        await using var conn = new SqliteConnection(connectionString);
        await conn.OpenAsync(ct);
        var cmd = conn.CreateCommand();
        cmd.CommandText = "UPDATE appointments SET reminder_sent_at = datetime('now') WHERE id = $id";
        cmd.Parameters.AddWithValue("$id", id);
        await cmd.ExecuteNonQueryAsync(ct);
    }
}
