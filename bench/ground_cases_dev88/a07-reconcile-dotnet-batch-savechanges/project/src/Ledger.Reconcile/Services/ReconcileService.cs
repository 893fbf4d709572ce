using System.Diagnostics;
using Ledger.Reconcile.Data;
using Microsoft.EntityFrameworkCore;

namespace Ledger.Reconcile.Services;

public sealed record ReconcileResult(int Matched, int Unmatched, TimeSpan Elapsed);

public sealed class ReconcileService
{
    private readonly LedgerDb _db;
    private readonly StatementReader _reader;

    public ReconcileService(LedgerDb db, StatementReader reader)
    {
        _db = db;
        _reader = reader;
    }

    public async Task<ReconcileResult> RunAsync(string path, bool dryRun, CancellationToken ct)
    {
        var sw = Stopwatch.StartNew();
        var lines = _reader.Read(path).ToList();
        var from = lines.Min(l => l.BookedOn).AddDays(-3);
        var ledger = await _db.Transactions
            .Where(t => t.BookedOn >= from && t.MatchId == null)
            .ToListAsync(ct);

        var matches = Match(lines, ledger);
        if (!dryRun)
            await PersistAsync(matches, ct);
        return new ReconcileResult(matches.Count, lines.Count - matches.Count, sw.Elapsed);
    }

    internal static List<(StatementLine Line, Transaction Tx)> Match(
        List<StatementLine> lines, List<Transaction> ledger)
    {
        var result = new List<(StatementLine, Transaction)>();
        var open = new Dictionary<(string, decimal), Queue<Transaction>>();
        foreach (var t in ledger)
        {
            if (!open.TryGetValue((t.Reference, t.Amount), out var q))
                open[(t.Reference, t.Amount)] = q = new Queue<Transaction>();
            q.Enqueue(t);
        }
        foreach (var line in lines)
        {
            if (open.TryGetValue((line.Reference, line.Amount), out var q) && q.TryDequeue(out var tx))
                result.Add((line, tx));
        }
        return result;
    }

    private async Task PersistAsync(List<(StatementLine Line, Transaction Tx)> matches, CancellationToken ct)
    {
        foreach (var (line, tx) in matches)
        {
            tx.MatchId = line.Id;
            tx.ReconciledAt = DateTime.UtcNow;
            await _db.SaveChangesAsync(ct);
        }
    }
}
