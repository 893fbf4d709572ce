using Microsoft.EntityFrameworkCore;
using WarehouseApi.Data;
using WarehouseApi.Models;

namespace WarehouseApi.Services;

public class ShipmentService
{
    private readonly WarehouseDbContext _db;
    private readonly ILogger<ShipmentService> _logger;

    public ShipmentService(WarehouseDbContext db, ILogger<ShipmentService> logger)
    {
        _db = db;
        _logger = logger;
    }

    public async Task<List<ShipmentDto>> GetShipmentsAsync(DateOnly day, CancellationToken ct)
    {
        var shipments = await _db.Shipments
            .Where(s => s.ShipDate == day)
            .OrderBy(s => s.Id)
            .ToListAsync(ct);

        var result = new List<ShipmentDto>();
        foreach (var s in shipments)
        {
            var lines = await _db.ShipmentLines.Where(l => l.ShipmentId == s.Id).ToListAsync(ct);
            var carrier = await _db.Carriers.FirstOrDefaultAsync(c => c.Id == s.CarrierId, ct);
            result.Add(new ShipmentDto(
                s.Id,
                s.ShipmentNo,
                s.ShipDate,
                carrier?.Name ?? "-",
                s.Status,
                lines.Sum(l => l.Quantity),
                lines.Select(l => new ShipmentLineDto(l.Sku, l.Quantity)).ToList()));
        }
        _logger.LogInformation("shipments for {Day}: {Count}", day, result.Count);
        return result;
    }

    public async Task<ShipmentDto?> GetByNoAsync(string shipmentNo, CancellationToken ct)
    {
        var s = await _db.Shipments
            .Include(x => x.Lines)
            .Include(x => x.Carrier)
            .FirstOrDefaultAsync(x => x.ShipmentNo == shipmentNo, ct);
        if (s is null)
        {
            return null;
        }
        return new ShipmentDto(s.Id, s.ShipmentNo, s.ShipDate, s.Carrier?.Name ?? "-", s.Status,
            s.Lines.Sum(l => l.Quantity),
            s.Lines.Select(l => new ShipmentLineDto(l.Sku, l.Quantity)).ToList());
    }
}
