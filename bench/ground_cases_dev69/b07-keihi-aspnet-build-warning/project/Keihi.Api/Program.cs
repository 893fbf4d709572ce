using Keihi.Api.Options;
using Keihi.Api.Services;

var builder = WebApplication.CreateBuilder(args);

builder.Services.Configure<UploadOptions>(builder.Configuration.GetSection(UploadOptions.Section));
builder.Services.AddSingleton<ReceiptValidator>();
builder.Services.AddSingleton<IReceiptStore, FileReceiptStore>();
builder.Services.AddControllers();
builder.Services.AddProblemDetails();

var app = builder.Build();

app.UseExceptionHandler();
app.MapControllers();

app.Run();

public partial class Program;
