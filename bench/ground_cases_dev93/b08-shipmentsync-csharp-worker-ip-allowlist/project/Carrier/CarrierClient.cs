using System.Net.Http.Json;
using Microsoft.Extensions.Options;

namespace ShipmentSync.Carrier;

public sealed class CarrierClient(HttpClient http, IOptions<CarrierOptions> options, ILogger<CarrierClient> logger)
{
    /// <summary>All tracking events after <paramref name="since"/>, following the "next" links.</summary>
    public async Task<IReadOnlyList<TrackingEvent>> GetEventsSinceAsync(DateTimeOffset since, CancellationToken ct)
    {
        var o = options.Value;
        var events = new List<TrackingEvent>();
        string? path = $"v2/shippers/{o.ShipperCode}/events?since={Uri.EscapeDataString(since.ToString("O"))}";
        while (path is not null)
        {
            var page = await GetPageAsync(path, o.ApiKey, ct);
            events.AddRange(page.Events);
            path = page.Next;
        }
        logger.LogDebug("carrier returned {Count} events since {Since}", events.Count, since);
        return events;
    }

    private async Task<EventPage> GetPageAsync(string path, string apiKey, CancellationToken ct)
    {
        using var request = new HttpRequestMessage(HttpMethod.Get, path);
        request.Headers.Add("X-Api-Key", apiKey);

        using var response = await http.SendAsync(request, ct);
        if (!response.IsSuccessStatusCode)
        {
            var body = await response.Content.ReadAsStringAsync(ct);
            throw new CarrierApiException(response.StatusCode, body);
        }
        return await response.Content.ReadFromJsonAsync<EventPage>(cancellationToken: ct)
            ?? throw new InvalidOperationException($"empty response from carrier API for {path}");
    }
}
