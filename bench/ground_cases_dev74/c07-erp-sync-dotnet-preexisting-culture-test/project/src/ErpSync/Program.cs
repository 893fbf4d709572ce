using ErpSync.Data;
using ErpSync.Erp;
using ErpSync.Jobs;
using Hangfire;
using Hangfire.PostgreSql;

var builder = Host.CreateApplicationBuilder(args);

var finance = builder.Configuration.GetConnectionString("Finance")!;
builder.Services.AddHangfire(c => c.UsePostgreSqlStorage(o => o.UseNpgsqlConnection(finance)));
builder.Services.AddHangfireServer();

builder.Services.AddHttpClient<ErpClient>(http =>
{
    http.BaseAddress = new Uri(builder.Configuration["Erp:BaseUrl"]! + "/");
    http.DefaultRequestHeaders.Add("X-Api-Key", builder.Configuration["Erp:ApiKey"]);
});
builder.Services.AddSingleton(new InvoiceRepository(finance));
builder.Services.AddTransient<InvoiceSyncJob>();

var host = builder.Build();

RecurringJob.AddOrUpdate<InvoiceSyncJob>("erp-invoice-sync", j => j.RunAsync(CancellationToken.None), "*/15 * * * *");

host.Run();
