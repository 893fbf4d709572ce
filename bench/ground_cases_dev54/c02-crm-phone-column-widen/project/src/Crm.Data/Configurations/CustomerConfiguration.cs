using Crm.Data.Entities;
using Microsoft.EntityFrameworkCore;
using Microsoft.EntityFrameworkCore.Metadata.Builders;

namespace Crm.Data.Configurations
{
    public class CustomerConfiguration : IEntityTypeConfiguration<Customer>
    {
        public void Configure(EntityTypeBuilder<Customer> builder)
        {
            builder.ToTable("Customers");
            builder.HasKey(c => c.Id);

            builder.Property(c => c.Code)
                .IsRequired()
                .HasMaxLength(16);
            builder.HasIndex(c => c.Code).IsUnique();

            builder.Property(c => c.Name)
                .IsRequired()
                .HasMaxLength(200);

            builder.Property(c => c.Phone)
                .HasMaxLength(20);

            builder.Property(c => c.Fax)
                .HasMaxLength(20);

            builder.Property(c => c.Email)
                .HasMaxLength(254);

            builder.Property(c => c.City)
                .HasMaxLength(64);

            builder.Property(c => c.SalesRep)
                .HasMaxLength(32);
        }
    }
}
