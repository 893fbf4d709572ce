namespace Contoso.Orders.Data.Entities;

public class OrderLine
{
    public int Id { get; set; }

    public int OrderId { get; set; }

    public string OrderNumber { get; set; }

    public string Sku { get; set; }

    public string Description { get; set; }

    public int Quantity { get; set; }

    public decimal UnitPrice { get; set; }

    public int WarehouseId { get; set; }

    public DateTime CreatedAt { get; set; }

    public Customer Customer { get; set; }
}

public class Customer
{
    public int Id { get; set; }
    public string Number { get; set; }
    public string Name { get; set; }
}
