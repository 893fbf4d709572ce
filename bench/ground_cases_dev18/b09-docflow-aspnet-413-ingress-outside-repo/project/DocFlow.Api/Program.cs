using DocFlow.Api.Storage;
using Microsoft.AspNetCore.Http.Features;
using Serilog;

var builder = WebApplication.CreateBuilder(args);

builder.Host.UseSerilog((ctx, cfg) => cfg.ReadFrom.Configuration(ctx.Configuration));

var uploads = builder.Configuration.GetSection("Uploads").Get<UploadOptions>() ?? new UploadOptions();
builder.Services.AddSingleton(uploads);

// アップロード上限は Uploads:MaxBytes に合わせる(Kestrel の既定は約 28.6MB)
builder.WebHost.ConfigureKestrel(options =>
{
    options.Limits.MaxRequestBodySize = uploads.MaxBytes;
});
builder.Services.Configure<FormOptions>(options =>
{
    options.MultipartBodyLengthLimit = uploads.MaxBytes;
});

builder.Services.AddControllers();
builder.Services.AddSingleton<IDocumentStore, BlobDocumentStore>();
builder.Services.AddHealthChecks();

var app = builder.Build();

app.UseSerilogRequestLogging();
app.MapHealthChecks("/healthz");
app.MapControllers();

app.Run();

public sealed class UploadOptions
{
    public long MaxBytes { get; init; } = 100L * 1024 * 1024;
    public string[] AllowedContentTypes { get; init; } = ["application/pdf"];
}
