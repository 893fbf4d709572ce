namespace Inventory.Api.Data;

public interface IStockStore
{
    int GetOnHand(string sku);

    int GetReserved(string sku);

    void AddReserved(string sku, int delta);
}
