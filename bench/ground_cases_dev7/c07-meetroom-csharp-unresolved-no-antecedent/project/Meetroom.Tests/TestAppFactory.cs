using Meetroom.Api.Data;
using Meetroom.Api.Models;
using Microsoft.AspNetCore.Hosting;
using Microsoft.AspNetCore.Mvc.Testing;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.DependencyInjection.Extensions;

namespace Meetroom.Tests;

public class TestAppFactory : WebApplicationFactory<Program>
{
    protected override void ConfigureWebHost(IWebHostBuilder builder)
    {
        builder.ConfigureServices(services =>
        {
            services.RemoveAll<DbContextOptions<AppDbContext>>();
            services.AddDbContext<AppDbContext>(o => o.UseInMemoryDatabase("meetroom-tests"));

            using var scope = services.BuildServiceProvider().CreateScope();
            var db = scope.ServiceProvider.GetRequiredService<AppDbContext>();
            db.Database.EnsureDeleted();
            db.Rooms.AddRange(
                new Room { Id = 1, Name = "2F-大会议室", Floor = 2, Capacity = 20 },
                new Room { Id = 2, Name = "1F-小会议室", Floor = 1, Capacity = 6 },
                new Room { Id = 3, Name = "3F-洽谈室", Floor = 3, Capacity = 4 });
            db.SaveChanges();
        });
    }
}
