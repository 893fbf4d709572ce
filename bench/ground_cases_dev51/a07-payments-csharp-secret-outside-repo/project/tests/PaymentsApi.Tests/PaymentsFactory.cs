using Microsoft.AspNetCore.Mvc.Testing;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.DependencyInjection.Extensions;
using PaymentsApi.Data;

namespace PaymentsApi.Tests;

/// <summary>The API on an in-memory database; tests seed payments through <see cref="Payments"/>.</summary>
public sealed class PaymentsFactory : WebApplicationFactory<Program>
{
    private readonly string _db = $"payments-{Guid.NewGuid()}";

    public PaymentsDbSeeder Payments => new(Services);

    protected override void ConfigureWebHost(Microsoft.AspNetCore.Hosting.IWebHostBuilder builder)
    {
        builder.ConfigureServices(services =>
        {
            services.RemoveAll<DbContextOptions<PaymentsDb>>();
            services.AddDbContext<PaymentsDb>(o => o.UseInMemoryDatabase(_db));
        });
    }
}

public sealed class PaymentsDbSeeder(IServiceProvider services)
{
    public void Add(Payment payment)
    {
        using var scope = services.CreateScope();
        var db = scope.ServiceProvider.GetRequiredService<PaymentsDb>();
        db.Payments.Add(payment);
        db.SaveChanges();
    }
}
