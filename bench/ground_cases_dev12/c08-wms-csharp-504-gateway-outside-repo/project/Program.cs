using MySqlConnector;
using Serilog;
using Wms.Api.Data;
using Wms.Api.Services;

var builder = WebApplication.CreateBuilder(args);

builder.Host.UseSerilog((ctx, cfg) => cfg
    .ReadFrom.Configuration(ctx.Configuration)
    .Enrich.FromLogContext());

builder.Services.AddControllers();
builder.Services.AddEndpointsApiExplorer();
builder.Services.AddSwaggerGen();

builder.Services.AddScoped(_ => new MySqlConnection(builder.Configuration.GetConnectionString("Wms")));
builder.Services.AddScoped<StockRepository>();

builder.Services.Configure<ErpOptions>(builder.Configuration.GetSection("Erp"));
builder.Services
    .AddHttpClient<ErpClient>((sp, c) =>
    {
        var erp = builder.Configuration.GetSection("Erp");
        c.BaseAddress = new Uri(erp["BaseUrl"]!);
        c.Timeout = TimeSpan.FromSeconds(erp.GetValue("TimeoutSeconds", 30));
    })
    .AddStandardResilienceHandler();

builder.Services.AddScoped<ErpSyncService>();
builder.Services.AddHealthChecks();

var app = builder.Build();

// 每个请求一行访问日志，带耗时；网关日志对不上的时候先看这里
app.UseSerilogRequestLogging(opts =>
{
    opts.MessageTemplate = "HTTP {RequestMethod} {RequestPath} responded {StatusCode} in {Elapsed:0.0} ms";
});

if (app.Environment.IsDevelopment())
{
    app.UseSwagger();
    app.UseSwaggerUI();
}

app.MapControllers();
app.MapHealthChecks("/healthz");

app.Run();
