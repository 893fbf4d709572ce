using Npgsql;
using UriageReport;
using UriageReport.Data;
using UriageReport.Services;

var builder = Host.CreateApplicationBuilder(args);

builder.Services.AddSingleton(_ =>
    NpgsqlDataSource.Create(builder.Configuration.GetConnectionString("Sales")!));
builder.Services.AddSingleton<SalesRepository>();
builder.Services.AddSingleton<ReportService>();
builder.Services.AddSingleton<ExcelExporter>();
builder.Services.AddHostedService<Worker>();

builder.Build().Run();
