using System.Net;
using System.Net.Http.Headers;

namespace Gateway.Auth;

public sealed class PartnerClient
{
    private readonly HttpClient _http;
    private readonly TokenCache _tokens;

    public PartnerClient(HttpClient http, TokenCache tokens)
    {
        _http = http;
        _tokens = tokens;
    }

    public async Task<HttpResponseMessage> SendAsync(HttpRequestMessage request, CancellationToken ct = default)
    {
        request.Headers.Authorization = new AuthenticationHeaderValue("Bearer", await _tokens.GetTokenAsync(ct));
        var response = await _http.SendAsync(request, ct);
        if (response.StatusCode != HttpStatusCode.Unauthorized || request.Content is not null)
        {
            return response;
        }

        // Token revoked early: refresh once and retry (only bodiless requests can be resent).
        response.Dispose();
        using var retry = new HttpRequestMessage(request.Method, request.RequestUri);
        retry.Headers.Authorization = new AuthenticationHeaderValue("Bearer", await _tokens.ForceRefreshAsync(ct));
        return await _http.SendAsync(retry, ct);
    }

    public async Task<string> GetStringAsync(string path, CancellationToken ct = default)
    {
        using var request = new HttpRequestMessage(HttpMethod.Get, path);
        using var response = await SendAsync(request, ct);
        if (response.StatusCode == HttpStatusCode.NotFound)
        {
            return string.Empty;
        }
        response.EnsureSuccessStatusCode();
        return await response.Content.ReadAsStringAsync(ct);
    }
}
