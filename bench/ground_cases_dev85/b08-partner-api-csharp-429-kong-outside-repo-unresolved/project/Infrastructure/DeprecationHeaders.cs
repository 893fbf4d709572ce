namespace Kirin.PartnerApi.Infrastructure;

public static class DeprecationHeaders
{
    /// <summary>
    /// Adds Deprecation (RFC 9745), Sunset (RFC 8594) and a successor Link to every response of the endpoint.
    /// </summary>
    public static TBuilder Deprecated<TBuilder>(this TBuilder builder, DateOnly sunset, string successor)
        where TBuilder : IEndpointConventionBuilder
    {
        var sunsetValue = sunset.ToDateTime(TimeOnly.MinValue, DateTimeKind.Utc).ToString("R");
        return builder.AddEndpointFilter(async (ctx, next) =>
        {
            var headers = ctx.HttpContext.Response.Headers;
            headers["Deprecation"] = "true";
            headers["Sunset"] = sunsetValue;
            headers["Link"] = $"<{successor}>; rel=\"successor-version\"";
            return await next(ctx);
        });
    }
}
