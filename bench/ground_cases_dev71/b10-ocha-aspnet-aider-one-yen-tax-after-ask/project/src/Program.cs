using ShopReceipts.Receipts;

var builder = WebApplication.CreateBuilder(args);
builder.Services.AddSingleton<ReceiptBuilder>();
builder.Services.AddSingleton<IOrderReader, DemoOrderReader>();

var app = builder.Build();

app.MapGet("/orders/{number}/receipt", (string number, string? addressee, IOrderReader orders, ReceiptBuilder receipts) =>
{
    var order = orders.Find(number);
    if (order is null)
    {
        return Results.NotFound();
    }
    var receipt = receipts.Build(order, addressee);
    return Results.Text(receipt.ToPlainText(), "text/plain; charset=utf-8");
});

app.Run();
