using System.Threading.RateLimiting;
using Microsoft.AspNetCore.RateLimiting;

namespace Kirin.PartnerApi.Infrastructure;

public static class RateLimiting
{
    public const string PartnerPolicy = "partner";

    /// <summary>Fixed window per API key; limits come from the RateLimiting section of appsettings.</summary>
    public static IServiceCollection AddPartnerRateLimiting(this IServiceCollection services, IConfiguration config)
    {
        var permit = config.GetValue("RateLimiting:PartnerPermitPerMinute", 300);
        var queue = config.GetValue("RateLimiting:QueueLimit", 0);

        return services.AddRateLimiter(options =>
        {
            options.RejectionStatusCode = StatusCodes.Status429TooManyRequests;
            options.OnRejected = async (ctx, token) =>
            {
                if (ctx.Lease.TryGetMetadata(MetadataName.RetryAfter, out var retryAfter))
                {
                    ctx.HttpContext.Response.Headers.RetryAfter = ((int)retryAfter.TotalSeconds).ToString();
                }
                await Results.Problem(statusCode: 429, title: "Too Many Requests",
                        detail: $"Rate limit of {permit} requests per minute exceeded.")
                    .ExecuteAsync(ctx.HttpContext);
            };
            options.AddPolicy(PartnerPolicy, http =>
                RateLimitPartition.GetFixedWindowLimiter(
                    partitionKey: http.User.Identity?.Name ?? http.Connection.RemoteIpAddress?.ToString() ?? "anonymous",
                    factory: _ => new FixedWindowRateLimiterOptions
                    {
                        PermitLimit = permit,
                        Window = TimeSpan.FromMinutes(1),
                        QueueLimit = queue,
                    }));
        });
    }
}
