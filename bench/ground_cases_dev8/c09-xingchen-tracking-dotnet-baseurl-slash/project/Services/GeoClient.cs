using System.Net.Http.Json;
using System.Text.Json.Serialization;
using Microsoft.Extensions.Options;
using Xingchen.Tracking.Options;

namespace Xingchen.Tracking.Services;

public sealed record GeoPoint(string Name, double Lng, double Lat);

public sealed class GeoClient(HttpClient http, IOptions<GeoApiOptions> options)
{
    private readonly GeoApiOptions _opt = options.Value;

    private sealed record GeocodeResponse(string Status, List<Geocode> Geocodes);
    private sealed record Geocode([property: JsonPropertyName("location")] string Location);

    public async Task<IReadOnlyList<GeoPoint>> LocateAsync(IEnumerable<string> names, CancellationToken ct)
    {
        var points = new List<GeoPoint>();
        foreach (var name in names)
        {
            var res = await http.GetFromJsonAsync<GeocodeResponse>($"geocode/geo?key={_opt.Key}&address={Uri.EscapeDataString(name)}", ct);
            var loc = res?.Geocodes.FirstOrDefault()?.Location?.Split(',');
            if (loc is { Length: 2 }) points.Add(new GeoPoint(name, double.Parse(loc[0]), double.Parse(loc[1])));
        }
        return points;
    }
}
