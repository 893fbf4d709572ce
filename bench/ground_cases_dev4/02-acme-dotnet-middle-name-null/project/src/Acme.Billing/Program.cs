using Acme.Billing.Data;
using Acme.Billing.Services;
using Microsoft.EntityFrameworkCore;

var builder = WebApplication.CreateBuilder(args);
builder.Services.AddRazorPages();
builder.Services.AddDbContext<BillingContext>(o => o.UseNpgsql(builder.Configuration.GetConnectionString("Billing")));
builder.Services.AddScoped<CustomerService>();
builder.Services.AddScoped<InvoiceService>();

var app = builder.Build();
app.UseStaticFiles();
app.MapRazorPages();
app.Run();
