using Kaiyuan.Member.Api.Services;
using Microsoft.AspNetCore.Http.Features;

var builder = WebApplication.CreateBuilder(args);

const long MaxUploadBytes = 10 * 1024 * 1024;

builder.WebHost.ConfigureKestrel(o => o.Limits.MaxRequestBodySize = MaxUploadBytes);
builder.Services.Configure<FormOptions>(o => o.MultipartBodyLengthLimit = MaxUploadBytes);

builder.Services.AddControllers();
builder.Services.AddSingleton<IImageStore, S3ImageStore>();
builder.Services.AddHealthChecks();

var app = builder.Build();

app.UseRouting();
app.MapControllers();
app.MapHealthChecks("/healthz");

app.Run();
