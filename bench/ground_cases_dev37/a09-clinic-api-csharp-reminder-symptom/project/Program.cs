using Clinic.Api.Data;
using Clinic.Api.Jobs;
using Clinic.Api.Mail;
using Clinic.Api.Options;
using Clinic.Api.Services;
using Microsoft.EntityFrameworkCore;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddDbContext<ClinicDb>(o =>
    o.UseNpgsql(builder.Configuration.GetConnectionString("Clinic")));
builder.Services.AddHealthChecks()
    .AddDbContextCheck<ClinicDb>("database");

builder.Services.Configure<SmtpOptions>(builder.Configuration.GetSection(SmtpOptions.Section));
builder.Services.Configure<ReminderOptions>(builder.Configuration.GetSection("Reminder"));

builder.Services.AddSingleton(TimeProvider.System);
builder.Services.AddScoped<IMailSender, SmtpMailSender>();
builder.Services.AddScoped<AppointmentService>();
builder.Services.AddHostedService<ReminderJob>();

builder.Services.AddControllers();
builder.Services.AddEndpointsApiExplorer();
builder.Services.AddSwaggerGen();

var app = builder.Build();

if (app.Environment.IsDevelopment())
{
    app.UseSwagger();
    app.UseSwaggerUI();
}

app.UseHttpsRedirection();
app.UseAuthorization();
app.MapControllers();
app.MapHealthChecks("/healthz").AllowAnonymous();

app.Run();

public partial class Program { }
