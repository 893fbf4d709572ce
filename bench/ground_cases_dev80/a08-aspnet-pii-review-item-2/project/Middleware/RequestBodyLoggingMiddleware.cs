namespace Acme.Accounts.Middleware;

/// <summary>Logs JSON request bodies at Debug to help reproduce client bugs.</summary>
public class RequestBodyLoggingMiddleware
{
    private const int MaxBytes = 4096;
    private readonly RequestDelegate _next;
    private readonly ILogger<RequestBodyLoggingMiddleware> _logger;

    public RequestBodyLoggingMiddleware(RequestDelegate next, ILogger<RequestBodyLoggingMiddleware> logger)
    {
        _next = next;
        _logger = logger;
    }

    public async Task InvokeAsync(HttpContext context)
    {
        if (_logger.IsEnabled(LogLevel.Debug) && context.Request.ContentType?.Contains("json") == true)
        {
            context.Request.EnableBuffering();
            var buffer = new byte[MaxBytes];
            var read = await context.Request.Body.ReadAsync(buffer.AsMemory(0, MaxBytes));
            context.Request.Body.Position = 0;
            _logger.LogDebug("Request body {Path}: {Body}", context.Request.Path,
                System.Text.Encoding.UTF8.GetString(buffer, 0, read));
        }

        await _next(context);
    }
}
