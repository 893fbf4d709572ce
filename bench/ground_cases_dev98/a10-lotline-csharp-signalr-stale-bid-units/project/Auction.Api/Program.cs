using Auction.Api.Hubs;
using Auction.Api.Models;
using Auction.Api.Options;
using Auction.Api.Services;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddOptions<BiddingOptions>()
    .Bind(builder.Configuration.GetSection(BiddingOptions.Section))
    .Validate(o => { o.Validate(); return true; })
    .ValidateOnStart();
builder.Services.AddSingleton(TimeProvider.System);
builder.Services.AddSingleton<LotStore>();
builder.Services.AddSingleton<BidService>();
builder.Services.AddAuthentication().AddJwtBearer();
builder.Services.AddAuthorization();
builder.Services.AddSignalR();

var app = builder.Build();

if (app.Environment.IsDevelopment())
{
    var store = app.Services.GetRequiredService<LotStore>();
    var now = DateTimeOffset.UtcNow;
    store.Add(new Lot { Id = "L-1042", Title = "Bianchi road frame, 56cm", Currency = "EUR",
        CurrentPriceMinor = 12399, Status = LotStatus.Open, ClosesAt = now.AddHours(2), PriceUpdatedAt = now });
    store.Add(new Lot { Id = "L-1043", Title = "Shimano 105 groupset", Currency = "EUR",
        CurrentPriceMinor = 20000, Status = LotStatus.Open, ClosesAt = now.AddHours(3), PriceUpdatedAt = now });
}

app.UseAuthentication();
app.UseAuthorization();

app.MapGet("/api/lots", (LotStore lots) => lots.Open());
app.MapHub<AuctionHub>("/hubs/auction");

app.Run();
