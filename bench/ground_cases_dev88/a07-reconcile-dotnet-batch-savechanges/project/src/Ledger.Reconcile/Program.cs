using Ledger.Reconcile.Data;
using Ledger.Reconcile.Services;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Hosting;

var builder = Host.CreateApplicationBuilder(args);
builder.Services.AddDbContext<LedgerDb>(o =>
    o.UseSqlServer(builder.Configuration.GetConnectionString("Ledger")));
builder.Services.AddScoped<StatementReader>();
builder.Services.AddScoped<ReconcileService>();

using var host = builder.Build();
using var scope = host.Services.CreateScope();

var file = args.FirstOrDefault(a => !a.StartsWith("--"))
    ?? throw new ArgumentException("usage: reconcile <statement.csv>");
var dryRun = args.Contains("--dry-run");
var service = scope.ServiceProvider.GetRequiredService<ReconcileService>();
var result = await service.RunAsync(file, dryRun, CancellationToken.None);

Console.WriteLine($"matched {result.Matched}, unmatched {result.Unmatched}, took {result.Elapsed}");
return result.Unmatched == 0 ? 0 : 2;
