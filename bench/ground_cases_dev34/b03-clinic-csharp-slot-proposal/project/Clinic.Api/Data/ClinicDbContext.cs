using Clinic.Api.Models;
using Microsoft.EntityFrameworkCore;

namespace Clinic.Api.Data;

public sealed class ClinicDbContext(DbContextOptions<ClinicDbContext> options) : DbContext(options)
{
    public DbSet<Slot> Slots => Set<Slot>();
    public DbSet<Appointment> Appointments => Set<Appointment>();

    protected override void OnModelCreating(ModelBuilder b)
    {
        b.Entity<Slot>().HasIndex(s => new { s.DoctorId, s.StartsAtUtc });
        b.Entity<Appointment>().Property(a => a.Status).HasConversion<string>();
    }
}
