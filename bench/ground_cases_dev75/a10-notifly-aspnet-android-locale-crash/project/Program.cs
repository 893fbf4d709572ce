using Notifly.Data;
using Notifly.Email;
using Microsoft.EntityFrameworkCore;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddDbContext<AppDb>(o => o.UseSqlServer(builder.Configuration.GetConnectionString("Default")));
builder.Services.AddSingleton(new TemplateResolver(Path.Combine(AppContext.BaseDirectory, "Templates")));
builder.Services.AddSingleton<DigestComposer>();
builder.Services.AddScoped<EmailComposer>();
builder.Services.AddScoped<IMailSender, SmtpMailSender>();
builder.Services.AddControllers();

var app = builder.Build();
app.MapControllers();
app.Run();
