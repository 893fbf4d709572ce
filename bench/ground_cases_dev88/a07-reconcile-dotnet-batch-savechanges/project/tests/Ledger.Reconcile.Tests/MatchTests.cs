using Ledger.Reconcile.Data;
using Ledger.Reconcile.Services;
using Xunit;

namespace Ledger.Reconcile.Tests;

public class MatchTests
{
    private static Transaction Tx(long id, string reference, decimal amount) =>
        new() { Id = id, Reference = reference, Amount = amount, BookedOn = new DateTime(2025, 10, 1) };

    private static StatementLine Line(string id, string reference, decimal amount) =>
        new(id, reference, amount, new DateTime(2025, 10, 1));

    [Fact]
    public void MatchesOnReferenceAndAmount()
    {
        var result = ReconcileService.Match([Line("s1", "INV-1", 10m)], [Tx(1, "INV-1", 10m), Tx(2, "INV-1", 11m)]);
        Assert.Single(result);
        Assert.Equal(1, result[0].Tx.Id);
    }

    [Fact]
    public void EachTransactionIsUsedOnce()
    {
        var result = ReconcileService.Match(
            [Line("s1", "INV-2", 5m), Line("s2", "INV-2", 5m), Line("s3", "INV-2", 5m)],
            [Tx(1, "INV-2", 5m), Tx(2, "INV-2", 5m)]);
        Assert.Equal(2, result.Count);
        Assert.NotEqual(result[0].Tx.Id, result[1].Tx.Id);
    }
}
