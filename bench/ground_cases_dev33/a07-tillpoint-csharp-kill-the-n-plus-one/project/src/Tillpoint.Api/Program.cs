using Microsoft.EntityFrameworkCore;
using Tillpoint.Api.Data;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddControllers();
builder.Services.AddDbContext<TillDbContext>(o =>
    o.UseNpgsql(builder.Configuration.GetConnectionString("Till")));
builder.Services.AddHealthChecks().AddDbContextCheck<TillDbContext>();

var app = builder.Build();

app.MapControllers();
app.MapHealthChecks("/healthz");

app.Run();

public partial class Program { }
