using FluentAssertions;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Logging.Abstractions;
using Zaiko.Api.Contracts;
using Zaiko.Api.Data;
using Zaiko.Api.Services;

namespace Zaiko.Tests;

public class StockServiceTests
{
    private static ZaikoDbContext NewDb() =>
        new(new DbContextOptionsBuilder<ZaikoDbContext>()
            .UseInMemoryDatabase(Guid.NewGuid().ToString())
            .Options);

    private static StockService CreateService(ZaikoDbContext db) =>
        new(db, TimeProvider.System, NullLogger<StockService>.Instance);

    [Fact]
    public async Task Create_StoresItemWithInitialQuantity()
    {
        await using var db = NewDb();
        var service = CreateService(db);

        var created = await service.CreateAsync(new CreateItemRequest("A-001", "ボールペン 黒", 40), default);

        created.Quantity.Should().Be(40);
        (await db.Items.CountAsync()).Should().Be(1);
    }

    [Fact]
    public async Task Create_RejectsDuplicateSku()
    {
        await using var db = NewDb();
        var service = CreateService(db);
        await service.CreateAsync(new CreateItemRequest("A-001", "ボールペン 黒", 40), default);

        var act = () => service.CreateAsync(new CreateItemRequest("A-001", "別名", 1), default);

        await act.Should().ThrowAsync<DuplicateSkuException>();
    }

    [Fact]
    public async Task Adjust_AddsDeltaToCurrentQuantity()
    {
        await using var db = NewDb();
        var service = CreateService(db);
        await service.CreateAsync(new CreateItemRequest("A-001", "ボールペン 黒", 10), default);

        var adjusted = await service.AdjustAsync("A-001", 5, default);

        adjusted!.Quantity.Should().Be(15);
    }

    [Fact]
    public async Task Adjust_ThrowsWhenStockWouldGoNegative()
    {
        await using var db = NewDb();
        var service = CreateService(db);
        await service.CreateAsync(new CreateItemRequest("A-001", "ボールペン 黒", 10), default);

        var act = () => service.AdjustAsync("A-001", -11, default);

        await act.Should().ThrowAsync<InsufficientStockException>();
    }

    [Fact]
    public async Task Adjust_ReturnsNullForUnknownSku()
    {
        await using var db = NewDb();
        var service = CreateService(db);

        (await service.AdjustAsync("NOPE", 1, default)).Should().BeNull();
    }
}
