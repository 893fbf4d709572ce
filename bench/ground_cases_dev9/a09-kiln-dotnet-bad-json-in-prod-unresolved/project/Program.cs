using Kiln.Api.Data;
using Kiln.Api.Services;
using Microsoft.EntityFrameworkCore;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddDbContext<KilnDbContext>(o => o.UseNpgsql(builder.Configuration.GetConnectionString("Kiln")));
builder.Services.AddScoped<StudioScheduleService>();
builder.Services.AddControllers();

var app = builder.Build();

app.UseExceptionHandler("/error");
app.MapControllers();
app.Map("/error", () => Results.Problem());

app.Run();
