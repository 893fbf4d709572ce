using System.Globalization;
using System.Text;
using Microsoft.EntityFrameworkCore;
using VanRental.Data;
using VanRental.Models;

namespace VanRental.Services;

public class RentalReports(RentalDb db)
{
    public record Utilisation(string Plate, int Rentals, double DaysOut);

    /// <summary>How busy each van was in [from, to).</summary>
    public async Task<List<Utilisation>> UtilisationAsync(DateTime from, DateTime to)
    {
        var rentals = await db.Rentals.Include(r => r.Van)
            .Where(r => r.Status != RentalStatus.Cancelled && r.PickupAt >= from && r.PickupAt < to)
            .ToListAsync();

        return rentals
            .GroupBy(r => r.Van.Plate)
            .Select(g => new Utilisation(g.Key, g.Count(),
                g.Sum(r => ((r.ReturnedAt ?? r.DueAt) - r.PickupAt).TotalDays)))
            .OrderByDescending(u => u.DaysOut)
            .ToList();
    }

    /// <summary>Rentals picked up between the two dates (inclusive) as CSV for the bookkeeper.</summary>
    public async Task<string> RentalsCsvAsync(DateOnly from, DateOnly to)
    {
        var start = from.ToDateTime(TimeOnly.MinValue);
        var end = to.ToDateTime(TimeOnly.MinValue);
        var rentals = await db.Rentals.Include(r => r.Van)
            .Where(r => r.Status != RentalStatus.Cancelled && r.PickupAt >= start && r.PickupAt <= end)
            .OrderBy(r => r.PickupAt)
            .ToListAsync();

        var inv = CultureInfo.InvariantCulture;
        var csv = new StringBuilder("pickup,return,plate,customer,base,late_fee,total,vat\n");
        foreach (var r in rentals)
        {
            csv.Append(r.PickupAt.ToString("yyyy-MM-dd HH:mm", inv)).Append(',')
               .Append(r.ReturnedAt?.ToString("yyyy-MM-dd HH:mm", inv) ?? "").Append(',')
               .Append(r.Van.Plate).Append(',')
               .Append(Quote(r.CustomerName)).Append(',')
               .Append(r.BaseAmount.ToString("0.00", inv)).Append(',')
               .Append(r.LateFee.ToString("0.00", inv)).Append(',')
               .Append(r.Total.ToString("0.00", inv)).Append(',')
               .Append(Vat(r.Total).ToString("0.00", inv)).Append('\n');
        }
        return csv.ToString();
    }

    private const decimal VatRate = 0.21m;

    private static decimal Vat(decimal inclusive) =>
        Math.Round(inclusive - inclusive / (1 + VatRate), 2, MidpointRounding.AwayFromZero);

    private static string Quote(string s) =>
        s.Contains(',') || s.Contains('"') ? "\"" + s.Replace("\"", "\"\"") + "\"" : s;
}
