using System.Net;
using System.Net.Mail;
using OrderNotify.Services;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddControllers();
builder.Services.AddSingleton<EmailTemplateService>();
builder.Services.AddSingleton<SmsSender>();
builder.Services.AddSingleton(_ => new AlibabaCloud.SDK.Dysmsapi20170525.Client(new AlibabaCloud.OpenApiClient.Models.Config
{
    AccessKeyId = Environment.GetEnvironmentVariable("ALIYUN_AK_ID"),
    AccessKeySecret = Environment.GetEnvironmentVariable("ALIYUN_AK_SECRET"),
    Endpoint = "dysmsapi.aliyuncs.com",
}));
builder.Services.AddTransient(sp =>
{
    var cfg = sp.GetRequiredService<IConfiguration>();
    return new SmtpClient(cfg["Smtp:Host"], int.Parse(cfg["Smtp:Port"]!))
    {
        Credentials = new NetworkCredential(cfg["Smtp:User"], Environment.GetEnvironmentVariable("SMTP_PASSWORD")),
        EnableSsl = true,
    };
});

var app = builder.Build();
app.MapControllers();
app.Run();
