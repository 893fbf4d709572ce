using Kassa.Receipts;

var builder = WebApplication.CreateBuilder(args);
builder.Services.Configure<ShopOptions>(builder.Configuration.GetSection("Shop"));
builder.Services.AddSingleton<IOrderStore, SqlOrderStore>();
builder.Services.AddScoped<ReceiptService>();

var app = builder.Build();

app.MapGet("/orders/{number}/receipt", async (string number, ReceiptService receipts) =>
{
    var receipt = await receipts.BuildAsync(number);
    return receipt is null ? Results.NotFound() : Results.Ok(receipt);
});

app.Run();
