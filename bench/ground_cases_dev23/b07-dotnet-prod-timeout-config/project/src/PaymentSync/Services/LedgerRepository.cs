using Dapper;
using Microsoft.Extensions.Configuration;
using Npgsql;

namespace PaymentSync.Services;

public interface ILedgerRepository
{
    Task<int> UpsertSettlementsAsync(IReadOnlyCollection<Settlement> settlements, CancellationToken ct);
}

public sealed class LedgerRepository : ILedgerRepository
{
    private readonly string _connectionString;

    public LedgerRepository(IConfiguration config)
    {
        _connectionString = config.GetConnectionString("Ledger")
            ?? throw new InvalidOperationException("ConnectionStrings:Ledger is not set");
    }

    public async Task<int> UpsertSettlementsAsync(IReadOnlyCollection<Settlement> settlements, CancellationToken ct)
    {
        const string sql = """
            INSERT INTO settlements (id, merchant_id, amount_yen, fee_yen, settled_at)
            VALUES (@Id, @MerchantId, @AmountYen, @FeeYen, @SettledAt)
            ON CONFLICT (id) DO UPDATE
               SET amount_yen = EXCLUDED.amount_yen,
                   fee_yen    = EXCLUDED.fee_yen,
                   settled_at = EXCLUDED.settled_at
            """;
        await using var conn = new NpgsqlConnection(_connectionString);
        await conn.OpenAsync(ct);
        await using var tx = await conn.BeginTransactionAsync(ct);
        var n = await conn.ExecuteAsync(new CommandDefinition(sql, settlements, tx, cancellationToken: ct));
        await tx.CommitAsync(ct);
        return n;
    }
}
