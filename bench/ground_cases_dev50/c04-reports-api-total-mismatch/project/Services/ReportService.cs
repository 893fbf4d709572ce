using ReportsApi.Data;
using ReportsApi.Models;

namespace ReportsApi.Services;

public class ReportService
{
    private readonly OrderQueries _orders;
    private readonly FxRateProvider _fx;

    public ReportService(OrderQueries orders, FxRateProvider fx)
    {
        _orders = orders;
        _fx = fx;
    }

    public async Task<DailyReport> BuildAsync(DateOnly day, CancellationToken ct)
    {
        var orders = await _orders.PaidOnAsync(day, ct);
        decimal gross = 0, discount = 0;
        var stores = new Dictionary<long, (int Orders, decimal Net)>();

        foreach (var order in orders)
        {
            var rate = order.Currency == "CNY" ? 1m : await _fx.RateToCnyAsync(order.Currency, ct);
            decimal orderNet = 0;
            foreach (var line in order.Lines)
            {
                var lineGross = Math.Round(line.UnitPrice * line.Quantity * rate, 2);
                var lineDiscount = Math.Round(lineGross * line.DiscountRate, 2);
                gross += lineGross;
                discount += lineDiscount;
                orderNet += lineGross - lineDiscount;
            }
            var s = stores.GetValueOrDefault(order.StoreId);
            stores[order.StoreId] = (s.Orders + 1, s.Net + orderNet);
        }

        var storeTotals = stores
            .OrderBy(kv => kv.Key)
            .Select(kv => new StoreTotal(kv.Key, kv.Value.Orders, kv.Value.Net))
            .ToList();
        return new DailyReport(day, orders.Count, gross, discount, gross - discount, storeTotals);
    }
}
