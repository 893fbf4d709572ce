using System.Data;
using Dapper;
using Microsoft.Data.SqlClient;

namespace Kassa.Receipts;

public sealed class SqlOrderStore(IConfiguration config) : IOrderStore
{
    public async Task<Order?> FindAsync(string number)
    {
        await using var db = new SqlConnection(config.GetConnectionString("Orders"));
        using var multi = await db.QueryMultipleAsync("dbo.GetOrderForReceipt", new { number }, commandType: CommandType.StoredProcedure);
        var head = await multi.ReadSingleOrDefaultAsync<OrderHead>();
        if (head is null) return null;
        var lines = (await multi.ReadAsync<OrderLine>()).ToList();
        var addresses = (await multi.ReadAsync<AddressRow>()).ToList();
        return new Order(head.Number, head.PlacedAt, lines, head.ShippingGross,
            addresses.Single(a => a.Kind == "shipping").ToAddress(),
            addresses.SingleOrDefault(a => a.Kind == "billing")?.ToAddress());
    }

    private sealed record OrderHead(string Number, DateTimeOffset PlacedAt, decimal ShippingGross);

    private sealed record AddressRow(string Kind, string Name, string Street, string PostalCode, string City, string Country)
    {
        public Address ToAddress() => new(Name, Street, PostalCode, City, Country);
    }
}
