using Contoso.Portal.Models;
using Microsoft.AspNetCore.Identity.EntityFrameworkCore;
using Microsoft.EntityFrameworkCore;

namespace Contoso.Portal.Data;

public class AppDbContext : IdentityDbContext<ApplicationUser>
{
    public AppDbContext(DbContextOptions<AppDbContext> options) : base(options) { }

    public DbSet<LoginEvent> LoginEvents => Set<LoginEvent>();

    protected override void OnModelCreating(ModelBuilder builder)
    {
        base.OnModelCreating(builder);
        builder.Entity<LoginEvent>().HasIndex(e => new { e.UserId, e.At });
        builder.Entity<ApplicationUser>()
            .HasMany(u => u.Logins)
            .WithOne()
            .HasForeignKey(e => e.UserId);
    }
}
