using DocVault.Api.Storage;
using Microsoft.AspNetCore.Http.Features;

var builder = WebApplication.CreateBuilder(args);

var uploads = builder.Configuration.GetSection("Uploads").Get<UploadOptions>() ?? new UploadOptions();
long maxBytes = uploads.MaxFileMb * 1024L * 1024L;

// Kestrel's own limit (default ~28.6 MB) has to be raised for large scans.
builder.WebHost.ConfigureKestrel(kestrel =>
{
    kestrel.Limits.MaxRequestBodySize = maxBytes + 1024 * 1024; // multipart overhead
});

builder.Services.Configure<FormOptions>(form =>
{
    form.MultipartBodyLengthLimit = maxBytes + 1024 * 1024;
});

builder.Services.AddSingleton(uploads);
builder.Services.AddSingleton<IBlobStore>(sp =>
    new AzureBlobStore(builder.Configuration.GetConnectionString("Blobs")!, uploads.Container,
        sp.GetRequiredService<ILogger<AzureBlobStore>>()));
builder.Services.AddControllers();
builder.Services.AddHealthChecks();

var app = builder.Build();

app.MapHealthChecks("/healthz");
app.MapControllers();

app.Logger.LogInformation("Upload limit {MaxFileMb} MB", uploads.MaxFileMb);
app.Run();

public sealed class UploadOptions
{
    public int MaxFileMb { get; set; } = 200;
    public string[] AllowedExtensions { get; set; } = [".pdf"];
    public string Container { get; set; } = "documents";
}
