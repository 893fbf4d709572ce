using Microsoft.EntityFrameworkCore;
using Quotaly.Admin.Billing;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddDbContext<BillingDb>(o => o.UseNpgsql(builder.Configuration.GetConnectionString("Billing")));
builder.Services.AddControllers();
builder.Services.AddAuthorization(o => o.AddPolicy("Finance", p => p.RequireRole("finance", "admin")));

var app = builder.Build();

app.UseAuthentication();
app.UseAuthorization();
app.MapControllers();

app.Run();
