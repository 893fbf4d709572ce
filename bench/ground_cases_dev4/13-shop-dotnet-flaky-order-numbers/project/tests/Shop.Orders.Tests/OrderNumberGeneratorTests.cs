using Shop.Orders;
using Xunit;

public class OrderNumberGeneratorTests
{
    [Fact]
    public void StartsWithDate()
    {
        var generator = new OrderNumberGenerator(TimeProvider.System);
        Assert.StartsWith("ORD-", generator.Next());
    }

    [Fact]
    public void GeneratesUniqueNumbers()
    {
        var generator = new OrderNumberGenerator(TimeProvider.System);
        var numbers = Enumerable.Range(0, 1000).Select(_ => generator.Next()).ToHashSet();
        Assert.Equal(1000, numbers.Count);
    }
}
