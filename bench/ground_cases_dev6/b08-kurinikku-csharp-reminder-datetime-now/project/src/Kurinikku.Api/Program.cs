using Kurinikku.Api.Data;
using Kurinikku.Api.Endpoints;
using Kurinikku.Api.Services;
using Kurinikku.Api.Workers;
using Microsoft.EntityFrameworkCore;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddDbContext<AppDbContext>(o => o.UseNpgsql(builder.Configuration.GetConnectionString("Default")));
builder.Services.Configure<ClinicOptions>(builder.Configuration.GetSection("Clinic"));
builder.Services.Configure<SmtpOptions>(builder.Configuration.GetSection("Smtp"));
builder.Services.AddScoped<IEmailSender, SmtpEmailSender>();
builder.Services.AddSingleton<ReminderSchedule>();
builder.Services.AddHostedService<ReminderWorker>();
builder.Services.AddHostedService<DigestWorker>();

var app = builder.Build();

app.MapReservationEndpoints();

app.Run();
