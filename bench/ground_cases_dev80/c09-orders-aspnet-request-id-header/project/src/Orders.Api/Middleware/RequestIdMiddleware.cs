using Serilog.Context;

namespace Orders.Api.Middleware;

public class RequestIdMiddleware(RequestDelegate next)
{
    private const string HeaderName = "X-Request-Id";

    public async Task InvokeAsync(HttpContext context)
    {
        var requestId = context.Request.Headers.TryGetValue(HeaderName, out var given) && !string.IsNullOrWhiteSpace(given)
            ? given.ToString()
            : Guid.NewGuid().ToString("N");

        context.TraceIdentifier = requestId;

        using (LogContext.PushProperty("RequestId", requestId))
        {
            await next(context);
        }

        context.Response.Headers[HeaderName] = requestId;
    }
}
