using Microsoft.AspNetCore.Http.Features;
using Tenpo.Api.Endpoints;
using Tenpo.Api.Storage;

var builder = WebApplication.CreateBuilder(args);

// 写真は最大 20MB（UploadEndpoints でチェック）。ここはそれより余裕を持たせた上限。
const long MaxRequestBytes = 50L * 1024 * 1024;

builder.WebHost.ConfigureKestrel(options =>
{
    options.Limits.MaxRequestBodySize = MaxRequestBytes;
});

builder.Services.Configure<FormOptions>(options =>
{
    options.MultipartBodyLengthLimit = MaxRequestBytes;
});

builder.Services.Configure<UploadOptions>(builder.Configuration.GetSection("Uploads"));
builder.Services.AddSingleton<IPhotoStore, BlobPhotoStore>();
builder.Services.AddEndpointsApiExplorer();
builder.Services.AddSwaggerGen();
builder.Services.AddHealthChecks();

var app = builder.Build();

if (app.Environment.IsDevelopment())
{
    app.UseSwagger();
    app.UseSwaggerUI();
}

app.MapHealthChecks("/healthz");
app.MapUploadEndpoints();

app.Run();
