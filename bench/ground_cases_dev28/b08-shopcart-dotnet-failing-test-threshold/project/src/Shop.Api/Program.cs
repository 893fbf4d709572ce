using Shop.Domain.Shipping;

var builder = WebApplication.CreateBuilder(args);

builder.Services.Configure<ShippingOptions>(builder.Configuration.GetSection(ShippingOptions.SectionName));
builder.Services.AddSingleton<ShippingFeeCalculator>();
builder.Services.AddEndpointsApiExplorer();
builder.Services.AddSwaggerGen();

var app = builder.Build();

if (app.Environment.IsDevelopment())
{
    app.UseSwagger();
    app.UseSwaggerUI();
}

app.MapGet("/api/shipping/quote", (decimal subtotal, Region region, ShippingFeeCalculator calc) => Results.Ok(new
{
    fee = calc.Calculate(subtotal, region),
    remainingForFree = calc.RemainingForFreeShipping(subtotal),
}));

app.Run();
