using Acme.Billing.Models;
using Microsoft.EntityFrameworkCore;

namespace Acme.Billing.Data;

public class BillingContext : DbContext
{
    public BillingContext(DbContextOptions<BillingContext> options) : base(options) { }

    public DbSet<Customer> Customers => Set<Customer>();
    public DbSet<Invoice> Invoices => Set<Invoice>();
}
