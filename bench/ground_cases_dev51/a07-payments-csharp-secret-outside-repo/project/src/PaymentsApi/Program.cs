using Microsoft.EntityFrameworkCore;
using PaymentsApi.Data;
using PaymentsApi.Options;
using PaymentsApi.Services;

var builder = WebApplication.CreateBuilder(args);

builder.Services.Configure<StripeOptions>(builder.Configuration.GetSection(StripeOptions.Section));
builder.Services.AddSingleton<Microsoft.Extensions.Options.IValidateOptions<StripeOptions>, StripeOptionsValidator>();
builder.Services.AddOptions<StripeOptions>().ValidateOnStart();
builder.Services.AddDbContext<PaymentsDb>(o => o.UseNpgsql(builder.Configuration.GetConnectionString("Payments")));
builder.Services.AddScoped<IOrderPayments, OrderPayments>();
builder.Services.AddControllers();
builder.Services.AddHealthChecks().AddDbContextCheck<PaymentsDb>();

var app = builder.Build();

app.MapControllers();
app.MapHealthChecks("/healthz");

app.Run();

public partial class Program;
