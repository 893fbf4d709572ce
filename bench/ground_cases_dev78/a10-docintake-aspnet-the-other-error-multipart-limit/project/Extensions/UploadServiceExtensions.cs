using Microsoft.AspNetCore.Http.Features;
using Microsoft.AspNetCore.Server.Kestrel.Core;

namespace DocIntake.Extensions;

public static class UploadServiceExtensions
{
    /// <summary>Request size limits for the intake endpoints.</summary>
    public static IServiceCollection AddUploadLimits(this IServiceCollection services)
    {
        services.Configure<KestrelServerOptions>(options =>
        {
            options.Limits.MaxRequestBodySize = 300L * 1024 * 1024;
        });

        services.Configure<FormOptions>(options =>
        {
            options.ValueLengthLimit = 4 * 1024 * 1024;
            options.MultipartBodyLengthLimit = 128L * 1024 * 1024;
            options.MultipartHeadersLengthLimit = 16 * 1024;
        });

        return services;
    }
}
