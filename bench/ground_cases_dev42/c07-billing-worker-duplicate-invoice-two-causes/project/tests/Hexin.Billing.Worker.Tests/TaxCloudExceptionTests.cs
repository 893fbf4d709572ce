using Hexin.Billing.Worker.TaxCloud;
using Xunit;

namespace Hexin.Billing.Worker.Tests;

public class TaxCloudExceptionTests
{
    [Theory]
    [InlineData("4001", true)]
    [InlineData("4103", true)]
    [InlineData("5000", false)]
    [InlineData("5302", false)]
    public void BusinessErrorsAreThe4xxxCodes(string code, bool expected)
    {
        Assert.Equal(expected, new TaxCloudException(code, "x").IsBusinessError);
    }
}
