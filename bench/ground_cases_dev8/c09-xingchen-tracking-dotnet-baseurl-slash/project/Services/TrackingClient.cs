using System.Net.Http.Json;
using System.Security.Cryptography;
using System.Text;
using Microsoft.Extensions.Options;
using Xingchen.Tracking.Options;

namespace Xingchen.Tracking.Services;

public sealed record TrackEvent(DateTimeOffset Time, string Location, string Context);
public sealed record Track(string Number, string State, IReadOnlyList<TrackEvent> Events);

public sealed class TrackingClient(HttpClient http, IOptions<TrackingApiOptions> options, ILogger<TrackingClient> logger)
{
    private readonly TrackingApiOptions _opt = options.Value;

    public async Task<Track?> QueryAsync(string carrier, string number, CancellationToken ct)
    {
        var param = $"{{\"com\":\"{carrier}\",\"num\":\"{number}\"}}";
        var sign = Convert.ToHexString(MD5.HashData(Encoding.UTF8.GetBytes(param + _opt.Key + _opt.Customer)));
        var url = $"track/query?customer={_opt.Customer}&sign={sign}&param={Uri.EscapeDataString(param)}";

        using var resp = await http.GetAsync(url, ct);
        if (!resp.IsSuccessStatusCode)
        {
            logger.LogError("track query failed: {Status} {Body}", (int)resp.StatusCode, await resp.Content.ReadAsStringAsync(ct));
            return null;
        }
        return await resp.Content.ReadFromJsonAsync<Track>(cancellationToken: ct);
    }
}
