using System.Net.Http.Json;
using Tillpoint.Api.Dtos;
using Tillpoint.Api.Models;
using Xunit;

namespace Tillpoint.Api.Tests;

public sealed class ReportsEndpointTests : IClassFixture<ApiFactory>
{
    private readonly ApiFactory _factory;

    public ReportsEndpointTests(ApiFactory factory) => _factory = factory;

    [Fact]
    public async Task Daily_SumsOrdersAndItemsOfThatDay()
    {
        await using (var db = _factory.NewContext())
        {
            var c = new Customer { Name = "R", Email = "r@example.com" };
            var day = new DateTime(2025, 11, 4, 0, 0, 0, DateTimeKind.Utc);
            db.Orders.AddRange(
                new Order { StoreId = 7, Customer = c, Number = "R-1", Total = 12.50m, CreatedAt = day.AddHours(9),
                    Lines = { new OrderLine { ProductId = 1, ProductName = "Tea", Quantity = 2, UnitPrice = 6.25m } } },
                new Order { StoreId = 7, Customer = c, Number = "R-2", Total = 3m, CreatedAt = day.AddHours(23.5),
                    Lines = { new OrderLine { ProductId = 2, ProductName = "Bun", Quantity = 1, UnitPrice = 3m } } },
                new Order { StoreId = 7, Customer = c, Number = "R-3", Total = 99m, CreatedAt = day.AddDays(1) });
            await db.SaveChangesAsync();
        }
        var totals = await _factory.CreateClient().GetFromJsonAsync<DailyTotalsDto>("/stores/7/reports/daily?day=2025-11-04");
        Assert.Equal(new DailyTotalsDto(new DateOnly(2025, 11, 4), 2, 15.50m, 3), totals);
    }

    [Fact]
    public async Task Daily_EmptyDay_IsZero()
    {
        var totals = await _factory.CreateClient().GetFromJsonAsync<DailyTotalsDto>("/stores/8/reports/daily?day=2025-01-01");
        Assert.Equal(new DailyTotalsDto(new DateOnly(2025, 1, 1), 0, 0m, 0), totals);
    }
}
