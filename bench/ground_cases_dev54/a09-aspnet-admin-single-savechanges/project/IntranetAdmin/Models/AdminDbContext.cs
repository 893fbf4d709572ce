using System.Data.Entity;

namespace IntranetAdmin.Models
{
    public class AdminDbContext : DbContext
    {
        public AdminDbContext() : base("name=AdminDb")
        {
        }

        public virtual DbSet<AppUser> Users { get; set; }

        public virtual DbSet<AuditEntry> AuditEntries { get; set; }

        protected override void OnModelCreating(DbModelBuilder modelBuilder)
        {
            modelBuilder.Entity<AppUser>().ToTable("AppUsers");
            modelBuilder.Entity<AppUser>().HasIndex(u => u.Login).IsUnique();
            modelBuilder.Entity<AuditEntry>().ToTable("AuditLog");
            modelBuilder.Entity<AuditEntry>().Property(a => a.Action).HasMaxLength(50).IsRequired();
            modelBuilder.Entity<AuditEntry>().Property(a => a.PerformedBy).HasMaxLength(100).IsRequired();
            base.OnModelCreating(modelBuilder);
        }
    }
}
