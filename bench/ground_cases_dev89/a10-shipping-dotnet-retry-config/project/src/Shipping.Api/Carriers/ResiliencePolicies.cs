using System.Net;
using Polly;
using Polly.Extensions.Http;

namespace Shipping.Api.Carriers;

public static class ResiliencePolicies
{
    // Retries transient carrier failures (5xx, 408, network errors) and 429s.
    public static IAsyncPolicy<HttpResponseMessage> GetRetryPolicy()
    {
        return HttpPolicyExtensions
            .HandleTransientHttpError()
            .OrResult(r => r.StatusCode == HttpStatusCode.TooManyRequests)
            .WaitAndRetryAsync(
                retryCount: 3,
                sleepDurationProvider: attempt => TimeSpan.FromSeconds(Math.Pow(2, attempt)),
                onRetryAsync: (outcome, delay, attempt, _) =>
                {
                    Serilog.Log.Warning("Carrier call failed ({Status}), retry {Attempt} in {Delay}",
                        outcome.Result?.StatusCode.ToString() ?? outcome.Exception?.GetType().Name, attempt, delay);
                    return Task.CompletedTask;
                });
    }
}
