using PointService.Data;
using PointService.Models;
using PointService.Options;
using PointService.Services;

var builder = WebApplication.CreateBuilder(args);

builder.Services.Configure<PointOptions>(builder.Configuration.GetSection(PointOptions.Section));
builder.Services.AddSingleton(TimeProvider.System);
builder.Services.AddSingleton<PointCalculator>();
builder.Services.AddScoped<IMemberRepository, MemberRepository>();
builder.Services.AddNpgsqlDataSource(builder.Configuration.GetConnectionString("Default")!);

var app = builder.Build();

app.MapPost("/orders/{orderId:long}/points", async (long orderId, Order order, IMemberRepository members, PointCalculator calc) =>
{
    var member = await members.FindAsync(order.MemberId);
    if (member is null)
    {
        return Results.NotFound();
    }

    var points = calc.Calculate(order, member);
    await members.AddPointsAsync(member.Id, orderId, points);
    return Results.Ok(new { orderId, points });
});

app.Run();
