using System.Reflection;

namespace Inventory.Api.Endpoints;

public static class VersionEndpoint
{
    public sealed record VersionInfo(string Version, string InformationalVersion, string Environment);

    public static IEndpointRouteBuilder MapVersionEndpoint(this IEndpointRouteBuilder app)
    {
        app.MapGet("/version", (IHostEnvironment env) => Results.Ok(Current(env)));
        return app;
    }

    public static VersionInfo Current(IHostEnvironment env)
    {
        var assembly = Assembly.GetEntryAssembly() ?? typeof(VersionEndpoint).Assembly;
        var version = assembly.GetName().Version?.ToString(3) ?? "0.0.0";
        var informational = assembly
            .GetCustomAttribute<AssemblyInformationalVersionAttribute>()?
            .InformationalVersion ?? version;
        return new VersionInfo(version, informational, env.EnvironmentName);
    }
}
