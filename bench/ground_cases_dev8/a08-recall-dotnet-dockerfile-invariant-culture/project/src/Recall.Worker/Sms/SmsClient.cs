using System.Net.Http.Json;
using Microsoft.Extensions.Options;

namespace Recall.Worker.Sms;

public sealed class SmsOptions
{
    public string BaseUrl { get; set; } = "";
    public string Sender { get; set; } = "";
    public string ApiKey { get; set; } = "";
}

public sealed class SmsClient(HttpClient http, IOptions<SmsOptions> options)
{
    private readonly SmsOptions _options = options.Value;

    public async Task SendAsync(string to, string text, CancellationToken ct)
    {
        using var req = new HttpRequestMessage(HttpMethod.Post, new Uri(new Uri(_options.BaseUrl), "messages"))
        {
            Content = JsonContent.Create(new { from = _options.Sender, to, text }),
        };
        req.Headers.Add("X-Api-Key", _options.ApiKey);
        using var resp = await http.SendAsync(req, ct);
        resp.EnsureSuccessStatusCode();
    }
}
