using Docsafe.Api.Storage;
using Docsafe.Api.Uploads;
using Microsoft.AspNetCore.Http.Features;
using Serilog;

var builder = WebApplication.CreateBuilder(args);
builder.Host.UseSerilog((ctx, cfg) => cfg.ReadFrom.Configuration(ctx.Configuration));

var maxUploadBytes = builder.Configuration.GetValue<long>("Uploads:MaxBytes", 50L * 1024 * 1024);
builder.WebHost.ConfigureKestrel(k => k.Limits.MaxRequestBodySize = maxUploadBytes);
builder.Services.Configure<FormOptions>(o => o.MultipartBodyLengthLimit = maxUploadBytes);

builder.Services.AddSingleton<IBlobStore, AzureBlobStore>();
builder.Services.AddScoped<UploadService>();

var app = builder.Build();
app.UseSerilogRequestLogging();
app.MapUploadEndpoints();
app.MapGet("/healthz", () => Results.Ok(new { ok = true }));
app.Run();
