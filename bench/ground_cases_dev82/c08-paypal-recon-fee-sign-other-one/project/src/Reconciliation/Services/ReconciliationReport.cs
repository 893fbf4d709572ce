using System.Globalization;
using System.Text;
using Hexa.Reconciliation.PayPal;

namespace Hexa.Reconciliation.Services;

public sealed record ReportRow(
    string TransactionId,
    string Type,
    DateOnly SettledOn,
    string Currency,
    decimal Gross,
    decimal Fee,
    decimal Net,
    decimal Rate,
    decimal NetInBase);

public class ReconciliationReport(PayPalReportingClient paypal, IExchangeRates rates, IConfiguration config)
{
    private readonly string _base = config["Reporting:BaseCurrency"] ?? "CNY";

    public async Task<IReadOnlyList<ReportRow>> BuildAsync(DateOnly from, DateOnly to, CancellationToken ct)
    {
        var txs = await paypal.TransactionsAsync(from, to, ct);
        return txs.Select(BuildRow).OrderBy(r => r.SettledOn).ThenBy(r => r.TransactionId).ToList();
    }

    public ReportRow BuildRow(PayPalTransaction tx)
    {
        var settled = DateOnly.FromDateTime(tx.UpdatedDate.UtcDateTime);
        var net = tx.GrossAmount - tx.FeeAmount;
        var rate = rates.GetRate(tx.Currency, _base, settled);
        return new ReportRow(tx.TransactionId, Describe(tx.EventCode), settled, tx.Currency,
            tx.GrossAmount, tx.FeeAmount, net, rate, Math.Round(net * rate, 2, MidpointRounding.AwayFromZero));
    }

    public static string Describe(string eventCode) => eventCode switch
    {
        "T0006" => "payment",
        "T1107" => "refund",
        "T0400" => "withdrawal",
        "T1201" => "chargeback",
        _ => eventCode,
    };

    public string ToCsv(IEnumerable<ReportRow> rows)
    {
        var sb = new StringBuilder("transaction_id,type,settled_on,currency,gross,fee,net,rate,net_" + _base.ToLowerInvariant() + "\n");
        foreach (var r in rows)
        {
            var inv = CultureInfo.InvariantCulture;
            sb.AppendLine(string.Join(",", r.TransactionId, r.Type, r.SettledOn.ToString("yyyy-MM-dd", inv), r.Currency,
                r.Gross.ToString("0.00", inv), r.Fee.ToString("0.00", inv), r.Net.ToString("0.00", inv),
                r.Rate.ToString("0.000000", inv), r.NetInBase.ToString("0.00", inv)));
        }
        return sb.ToString();
    }
}
