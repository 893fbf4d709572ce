using System.Threading.RateLimiting;
using Kayoi.Api.Notifications;
using Microsoft.AspNetCore.RateLimiting;

var builder = WebApplication.CreateBuilder(args);

builder.Services.Configure<EmailOptions>(builder.Configuration.GetSection("Email"));
builder.Services.AddSingleton<IEmailSender, SmtpEmailSender>();
builder.Services.AddSingleton<NotificationTemplates>();
builder.Services.AddHostedService<ReminderWorker>();

builder.Services.AddRateLimiter(options =>
{
    options.RejectionStatusCode = StatusCodes.Status429TooManyRequests;
    options.AddFixedWindowLimiter("contact-form", o =>
    {
        o.PermitLimit = 3;
        o.Window = TimeSpan.FromMinutes(10);
        o.QueueLimit = 0;
    });
});

var app = builder.Build();

app.UseRateLimiter();

app.MapPost("/contact", async (ContactForm form, IEmailSender email, NotificationTemplates templates) =>
{
    var message = templates.ContactReceived(form.Name, form.Message);
    await email.SendAsync(form.Email, message);
    return Results.Accepted();
}).RequireRateLimiting("contact-form");

app.MapGet("/healthz", () => Results.Ok("ok"));

app.Run();

public record ContactForm(string Name, string Email, string Message);

public partial class Program;
