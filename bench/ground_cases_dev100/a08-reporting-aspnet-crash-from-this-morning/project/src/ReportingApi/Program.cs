using Npgsql;
using ReportingApi.Data;
using ReportingApi.Endpoints;
using ReportingApi.Options;
using ReportingApi.Services;

var builder = WebApplication.CreateBuilder(args);

builder.Services.Configure<ExportOptions>(builder.Configuration.GetSection(ExportOptions.Section));
builder.Services.AddSingleton(_ => NpgsqlDataSource.Create(
    builder.Configuration.GetConnectionString("Orders")
    ?? throw new InvalidOperationException("ConnectionStrings:Orders is not set")));
builder.Services.AddScoped<IOrderReader, PgOrderReader>();
builder.Services.AddScoped<ExportService>();
builder.Services.AddProblemDetails();

var app = builder.Build();

app.UseExceptionHandler();
app.UseStatusCodePages();

app.MapGet("/healthz", () => Results.Ok(new { status = "ok" }));
app.MapExportEndpoints();

app.Run();

// Exposed for WebApplicationFactory in the integration tests.
public partial class Program
{
    protected Program()
    {
    }
}
