using Shop.Orders;
using Xunit;

public class OrderServiceTests
{
    [Fact]
    public void PlaceUsesGeneratedNumber()
    {
        var service = new OrderService(new OrderNumberGenerator(TimeProvider.System), TimeProvider.System);
        Assert.StartsWith("ORD-", service.Place("C1", 10m).Number);
    }
}
