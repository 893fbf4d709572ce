using ClinicApi.Models;
using Microsoft.EntityFrameworkCore;

namespace ClinicApi.Data;

public class ClinicDbContext : DbContext
{
    public ClinicDbContext(DbContextOptions<ClinicDbContext> options) : base(options) { }

    public DbSet<Appointment> Appointments => Set<Appointment>();
    public DbSet<Patient> Patients => Set<Patient>();
    public DbSet<Doctor> Doctors => Set<Doctor>();

    protected override void OnModelCreating(ModelBuilder b)
    {
        b.Entity<Appointment>(e =>
        {
            e.ToTable("appointments");
            e.Property(a => a.StartsAt).HasColumnType("timestamp with time zone");
            e.Property(a => a.Status).HasConversion<string>().HasMaxLength(16);
            e.HasIndex(a => a.StartsAt);
            e.HasOne(a => a.Patient).WithMany().HasForeignKey(a => a.PatientId);
            e.HasOne(a => a.Doctor).WithMany().HasForeignKey(a => a.DoctorId);
        });
        b.Entity<Patient>().ToTable("patients");
        b.Entity<Doctor>().ToTable("doctors");
    }
}
