using Shop.Api.Pricing;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddControllers();
builder.Services.AddSingleton(TimeProvider.System);
builder.Services.AddSingleton<ICouponStore>(new InMemoryCouponStore(new[]
{
    new Coupon("WELCOME10", 10m, null, new DateOnly(2025, 12, 31), 1000),
    new Coupon("AUTUMN500", null, 500m, new DateOnly(2025, 11, 30), 300),
}));
builder.Services.AddSingleton<CouponValidator>();
builder.Services.AddSingleton(new PriceCalculator(
    builder.Configuration.GetValue<decimal?>("Pricing:TaxRate") ?? 0.10m));

var app = builder.Build();

app.MapControllers();
app.MapGet("/healthz", () => Results.Ok(new { ok = true }));

app.Run();

public partial class Program
{
    public static string Version =>
        typeof(Program).Assembly.GetName().Version?.ToString() ?? "dev";

    public static bool IsDevelopment(IHostEnvironment env) => env.IsDevelopment();

    public static string Banner() => $"Shop.Api {Version}";
}
