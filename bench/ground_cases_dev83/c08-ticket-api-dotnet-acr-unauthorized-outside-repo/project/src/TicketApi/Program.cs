using Microsoft.EntityFrameworkCore;
using TicketApi.Data;
using TicketApi.Services;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddDbContext<TicketDb>(o =>
    o.UseNpgsql(builder.Configuration.GetConnectionString("Tickets")));
builder.Services.AddScoped<TicketService>();
builder.Services.AddControllers();
builder.Services.AddHealthChecks()
    .AddNpgSql(builder.Configuration.GetConnectionString("Tickets")!, name: "postgres", tags: ["ready"]);

var app = builder.Build();

app.MapControllers();
app.MapHealthChecks("/health/live", new() { Predicate = _ => false });
app.MapHealthChecks("/health/ready", new() { Predicate = c => c.Tags.Contains("ready") });

app.Run();
