using Kiln.Api.Models;
using Microsoft.EntityFrameworkCore;

namespace Kiln.Api.Data;

public class KilnDbContext(DbContextOptions<KilnDbContext> options) : DbContext(options)
{
    public DbSet<Studio> Studios => Set<Studio>();
    public DbSet<Session> Sessions => Set<Session>();

    protected override void OnModelCreating(ModelBuilder b)
    {
        b.Entity<Studio>().HasIndex(s => s.Slug).IsUnique();
        b.Entity<Studio>().Property(s => s.OpeningHoursJson).HasColumnType("text");
        b.Entity<Session>().HasIndex(s => new { s.StudioId, s.StartsAt });
    }
}
