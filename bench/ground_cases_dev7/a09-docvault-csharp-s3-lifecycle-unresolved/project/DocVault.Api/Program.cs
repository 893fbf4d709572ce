using Amazon.S3;
using DocVault.Api.Data;
using DocVault.Api.Jobs;
using DocVault.Api.Services;
using Microsoft.EntityFrameworkCore;

var builder = WebApplication.CreateBuilder(args);

builder.Services.Configure<StorageOptions>(builder.Configuration.GetSection("Storage"));
builder.Services.AddDefaultAWSOptions(builder.Configuration.GetAWSOptions());
builder.Services.AddAWSService<IAmazonS3>();
builder.Services.AddSingleton<IStorageService, S3StorageService>();
builder.Services.AddDbContext<VaultDbContext>(o => o.UseNpgsql(builder.Configuration.GetConnectionString("Vault")));
builder.Services.AddHostedService<TempCleanupJob>();
builder.Services.AddControllers();

var app = builder.Build();
app.MapControllers();
app.Run();
