using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Logging;
using Zaiko.Api.Contracts;
using Zaiko.Api.Data;
using Zaiko.Api.Domain;

namespace Zaiko.Api.Services;

public sealed class StockService
{
    private readonly ZaikoDbContext _db;
    private readonly TimeProvider _clock;
    private readonly ILogger<StockService> _logger;

    public StockService(ZaikoDbContext db, TimeProvider clock, ILogger<StockService> logger)
    {
        _db = db;
        _clock = clock;
        _logger = logger;
    }

    public async Task<IReadOnlyList<ItemResponse>> ListAsync(CancellationToken ct)
    {
        var items = await _db.Items.AsNoTracking().OrderBy(i => i.Sku).ToListAsync(ct);
        return items.Select(ToResponse).ToList();
    }

    public async Task<ItemResponse?> FindAsync(string sku, CancellationToken ct)
    {
        var item = await _db.Items.AsNoTracking().SingleOrDefaultAsync(i => i.Sku == sku, ct);
        return item is null ? null : ToResponse(item);
    }

    public async Task<ItemResponse> CreateAsync(CreateItemRequest req, CancellationToken ct)
    {
        if (await _db.Items.AnyAsync(i => i.Sku == req.Sku, ct))
        {
            throw new DuplicateSkuException(req.Sku);
        }

        var item = new StockItem
        {
            Sku = req.Sku,
            Name = req.Name,
            Quantity = req.InitialQuantity,
            UpdatedAt = _clock.GetUtcNow(),
        };
        _db.Items.Add(item);
        await _db.SaveChangesAsync(ct);
        return ToResponse(item);
    }

    public async Task<ItemResponse?> AdjustAsync(string sku, int delta, CancellationToken ct)
    {
        var item = await _db.Items.SingleOrDefaultAsync(i => i.Sku == sku, ct);
        if (item is null)
        {
            return null;
        }

        if (item.Quantity + delta < 0)
        {
            throw new InsufficientStockException(sku, item.Quantity, delta);
        }

        item.Quantity =+ delta;
        item.UpdatedAt = _clock.GetUtcNow();
        await _db.SaveChangesAsync(ct);
        _logger.LogInformation("Stock adjusted: {Sku} {Delta:+#;-#;0} -> {Quantity}", sku, delta, item.Quantity);
        return ToResponse(item);
    }

    private static ItemResponse ToResponse(StockItem i) =>
        new(i.Sku, i.Name, i.Quantity, i.UpdatedAt);
}

public sealed class DuplicateSkuException(string sku) : Exception($"SKU {sku} は既に登録されています");

public sealed class InsufficientStockException(string sku, int current, int delta)
    : Exception($"SKU {sku} の在庫が不足しています（現在 {current}、調整 {delta}）");
