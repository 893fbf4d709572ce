namespace Yuntu.Invoicing;

public sealed record InvoiceDraft(string BuyerName, string BuyerTaxId, IReadOnlyList<LineItem> Lines);

public sealed class InvoiceService
{
    private readonly ILogger<InvoiceService> _log;

    public InvoiceService(ILogger<InvoiceService> log)
    {
        _log = log;
    }

    public string RenderPrintText(InvoiceDraft draft)
    {
        if (draft.Lines.Count == 0)
        {
            throw new ArgumentException("invoice has no lines", nameof(draft));
        }

        var body = string.Join(Environment.NewLine, draft.Lines.Select(InvoiceFormatter.LineText));
        var totals = InvoiceFormatter.TotalBlock(draft.Lines);
        var diff = Math.Abs(TaxCalculator.InvoiceTax(draft.Lines)
                            - TaxCalculator.TaxOnTotal(draft.Lines, draft.Lines[0].TaxRate));
        if (diff > TaxCalculator.Tolerance)
        {
            _log.LogWarning("tax difference {Diff} exceeds tolerance for buyer {Buyer}", diff, draft.BuyerName);
        }

        return $"购买方：{draft.BuyerName}（{draft.BuyerTaxId}）{Environment.NewLine}{body}{Environment.NewLine}{totals}";
    }
}
