using Microsoft.AspNetCore.Identity.EntityFrameworkCore;
using Microsoft.EntityFrameworkCore;
using ShopAccounts.Models;

namespace ShopAccounts.Data;

public class AppDbContext : IdentityDbContext<ApplicationUser>
{
    public AppDbContext(DbContextOptions<AppDbContext> options)
        : base(options)
    {
    }

    protected override void OnModelCreating(ModelBuilder builder)
    {
        base.OnModelCreating(builder);

        builder.Entity<ApplicationUser>(user =>
        {
            user.Property(u => u.DisplayName).HasMaxLength(40);
            user.Property(u => u.TimeZoneId).HasMaxLength(64);
            user.Property(u => u.Culture).HasMaxLength(10);
            user.HasQueryFilter(u => u.DeletedAt == null);
        });
    }
}
