using Logistics.Api.Data;
using Logistics.Api.Services;
using Microsoft.EntityFrameworkCore;

namespace Logistics.Api.Extensions;

public static class ServiceCollectionExtensions
{
    public static IServiceCollection AddApi(this IServiceCollection services, IConfiguration config)
    {
        services.AddControllers();
        services.AddEndpointsApiExplorer();
        services.AddSwaggerGen();
        services.AddProblemDetails();
        return services;
    }

    public static IServiceCollection AddData(this IServiceCollection services, IConfiguration config)
    {
        services.AddDbContext<LogisticsDbContext>(o =>
            o.UseNpgsql(config.GetConnectionString("Default")));
        services.AddScoped<IShipmentService, ShipmentService>();
        services.AddScoped<ITrackingService, TrackingService>();
        return services;
    }

    public static IServiceCollection AddCorsForWeb(this IServiceCollection services, IConfiguration config)
    {
        var origins = config.GetSection("Cors:Origins").Get<string[]>() ?? Array.Empty<string>();
        services.AddCors(o => o.AddPolicy("web", p => p
            .WithOrigins(origins)
            .AllowAnyHeader()
            .AllowAnyMethod()));
        return services;
    }
}
