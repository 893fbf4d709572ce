using Microsoft.EntityFrameworkCore;
using Tsumiki.Api.Models;

namespace Tsumiki.Api.Data;

public class AppDbContext : DbContext
{
    public AppDbContext(DbContextOptions<AppDbContext> options) : base(options) { }

    public DbSet<Workspace> Workspaces => Set<Workspace>();
    public DbSet<Membership> Memberships => Set<Membership>();
    public DbSet<Invoice> Invoices => Set<Invoice>();
}
