using System.Globalization;
using CsvHelper;
using Hexa.Warehouse.Api.Data;
using Hexa.Warehouse.Api.Models;
using Microsoft.EntityFrameworkCore;

namespace Hexa.Warehouse.Api.Services;

public record DashboardRow(string Number, string Customer, CustomerTier Tier, decimal Total, OrderStatus Status);

public record DashboardDto(DateOnly Day, int Count, decimal Revenue, IReadOnlyList<DashboardRow> Rows);

public class OrderService(WarehouseDbContext db, ILogger<OrderService> logger)
{
    private static readonly OrderStatus[] OpenStatuses = [OrderStatus.Pending, OrderStatus.Picking, OrderStatus.Packed];

    public async Task<DashboardDto> GetDashboardAsync(DateOnly day, CancellationToken ct)
    {
        var start = day.ToDateTime(TimeOnly.MinValue, DateTimeKind.Utc);
        var end = start.AddDays(1);
        var orders = await db.Orders
            .AsNoTracking()
            .Where(o => o.CreatedAt >= start && o.CreatedAt < end)
            .OrderByDescending(o => o.CreatedAt)
            .ToListAsync(ct);

        var rows = new List<DashboardRow>(orders.Count);
        foreach (var order in orders)
        {
            var customer = await db.Customers.AsNoTracking().FirstAsync(c => c.Id == order.CustomerId, ct);
            rows.Add(new DashboardRow(order.Number, customer.Name, customer.Tier, order.Total, order.Status));
        }

        return new DashboardDto(day, rows.Count, rows.Sum(r => r.Total), rows);
    }

    public async Task<Order?> GetAsync(string number, CancellationToken ct) =>
        await db.Orders
            .AsNoTracking()
            .Include(o => o.Customer)
            .Include(o => o.Lines)
            .FirstOrDefaultAsync(o => o.Number == number, ct);

    public async Task<bool> MarkShippedAsync(string number, DateTime shippedAt, CancellationToken ct)
    {
        var order = await db.Orders.FirstOrDefaultAsync(o => o.Number == number, ct);
        if (order is null || !OpenStatuses.Contains(order.Status))
        {
            return false;
        }
        order.Status = OrderStatus.Shipped;
        order.ShippedAt = shippedAt;
        await db.SaveChangesAsync(ct);
        logger.LogInformation("Order {Number} shipped at {ShippedAt}", number, shippedAt);
        return true;
    }

    public async Task ExportCsvAsync(DateOnly from, DateOnly to, Stream output, CancellationToken ct)
    {
        var start = from.ToDateTime(TimeOnly.MinValue, DateTimeKind.Utc);
        var end = to.AddDays(1).ToDateTime(TimeOnly.MinValue, DateTimeKind.Utc);
        var orders = await db.Orders
            .AsNoTracking()
            .Include(o => o.Customer)
            .Where(o => o.CreatedAt >= start && o.CreatedAt < end)
            .ToListAsync(ct);

        await using var writer = new StreamWriter(output, leaveOpen: true);
        await using var csv = new CsvWriter(writer, CultureInfo.InvariantCulture);
        csv.WriteField("number");
        csv.WriteField("customer");
        csv.WriteField("status");
        csv.WriteField("total");
        csv.WriteField("created_at");
        await csv.NextRecordAsync();
        foreach (var o in orders)
        {
            csv.WriteField(o.Number);
            csv.WriteField(o.Customer?.Name);
            csv.WriteField(o.Status.ToString());
            csv.WriteField(o.Total);
            csv.WriteField(o.CreatedAt.ToString("u"));
            await csv.NextRecordAsync();
        }
    }
}
