using Microsoft.Extensions.Options;
using Xingchen.Tracking.Options;
using Xingchen.Tracking.Services;

var builder = WebApplication.CreateBuilder(args);

builder.Services.Configure<TrackingApiOptions>(builder.Configuration.GetSection("TrackingApi"));
builder.Services.Configure<GeoApiOptions>(builder.Configuration.GetSection("GeoApi"));

builder.Services.AddHttpClient<TrackingClient>((sp, http) =>
{
    var opt = sp.GetRequiredService<IOptions<TrackingApiOptions>>().Value;
    http.BaseAddress = new Uri(opt.BaseUrl);
    http.Timeout = TimeSpan.FromSeconds(opt.TimeoutSeconds);
}).AddStandardResilienceHandler();

builder.Services.AddHttpClient<GeoClient>((sp, http) =>
{
    var opt = sp.GetRequiredService<IOptions<GeoApiOptions>>().Value;
    http.BaseAddress = new Uri(opt.BaseUrl);
    http.Timeout = TimeSpan.FromSeconds(opt.TimeoutSeconds);
});

var app = builder.Build();

app.MapGet("/api/waybills/{carrier}/{number}/track", async (string carrier, string number, TrackingClient tracking, GeoClient geo, CancellationToken ct) =>
{
    var track = await tracking.QueryAsync(carrier, number, ct);
    if (track is null) return Results.NotFound();
    var points = await geo.LocateAsync(track.Events.Select(e => e.Location).Distinct(), ct);
    return Results.Ok(new { track.Number, track.State, track.Events, points });
});

app.Run();
