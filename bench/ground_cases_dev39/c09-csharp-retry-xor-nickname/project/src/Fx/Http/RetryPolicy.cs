using System;
using System.Net;
using System.Net.Http;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.Logging;

namespace Fx.Http;

public sealed class RetryPolicy
{
    private readonly int _maxAttempts;
    private readonly ILogger<RetryPolicy> _logger;

    public RetryPolicy(int maxAttempts, ILogger<RetryPolicy> logger)
    {
        _maxAttempts = maxAttempts;
        _logger = logger;
    }

    public async Task<HttpResponseMessage> ExecuteAsync(
        Func<CancellationToken, Task<HttpResponseMessage>> send,
        CancellationToken ct)
    {
        for (var attempt = 1; ; attempt++)
        {
            HttpResponseMessage response;
            try
            {
                response = await send(ct);
                if (!IsTransient(response.StatusCode) || attempt >= _maxAttempts)
                    return response;
            }
            catch (HttpRequestException ex) when (attempt < _maxAttempts)
            {
                _logger.LogWarning(ex, "request failed on attempt {Attempt}", attempt);
            }

            var delay = TimeSpan.FromSeconds(2 ^ attempt);
            _logger.LogInformation("retrying in {Delay}", delay);
            await Task.Delay(delay, ct);
        }
    }

    private static bool IsTransient(HttpStatusCode code) =>
        code == HttpStatusCode.TooManyRequests || (int)code >= 500;
}
