using Microsoft.EntityFrameworkCore;
using Microsoft.EntityFrameworkCore.Storage.ValueConversion;

namespace CalendarBridge.Data;

public class AppDbContext(DbContextOptions<AppDbContext> options) : DbContext(options)
{
    public DbSet<SyncState> SyncStates => Set<SyncState>();
    public DbSet<GoogleConnection> Connections => Set<GoogleConnection>();
    public DbSet<CalendarEvent> Events => Set<CalendarEvent>();

    protected override void OnModelCreating(ModelBuilder model)
    {
        model.Entity<SyncState>().HasIndex(s => s.UserId).IsUnique();
        model.Entity<SyncState>().HasIndex(s => s.ChannelId);
        model.Entity<GoogleConnection>().HasIndex(c => c.UserId).IsUnique();
        model.Entity<CalendarEvent>().HasIndex(e => new { e.UserId, e.GoogleId }).IsUnique();

        // SQLite has no time zone: every DateTime column is stored and read back as UTC.
        var utc = new ValueConverter<DateTime, DateTime>(
            v => v,
            v => DateTime.SpecifyKind(v, DateTimeKind.Utc));
        foreach (var entity in model.Model.GetEntityTypes())
        {
            foreach (var property in entity.GetProperties().Where(p => p.ClrType == typeof(DateTime)))
            {
                property.SetValueConverter(utc);
            }
        }
    }
}
