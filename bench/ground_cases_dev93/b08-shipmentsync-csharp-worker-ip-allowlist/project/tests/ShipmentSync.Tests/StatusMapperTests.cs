using ShipmentSync.Orders;
using Xunit;

namespace ShipmentSync.Tests;

public class StatusMapperTests
{
    private readonly StatusMapper _mapper = new();

    [Theory]
    [InlineData("PKU", ShipmentStatus.PickedUp)]
    [InlineData("TRN", ShipmentStatus.InTransit)]
    [InlineData("ARV", ShipmentStatus.InTransit)]
    [InlineData("OFD", ShipmentStatus.OutForDelivery)]
    [InlineData("DLV", ShipmentStatus.Delivered)]
    [InlineData("ABS", ShipmentStatus.Absent)]
    [InlineData("RTS", ShipmentStatus.Returned)]
    public void MapsKnownCodes(string code, ShipmentStatus expected)
    {
        Assert.Equal(expected, _mapper.Map(code));
    }

    [Theory]
    [InlineData(" DLV")]
    [InlineData("DLV ")]
    [InlineData("\tDLV\n")]
    public void TrimsWhitespace(string code)
    {
        Assert.Equal(ShipmentStatus.Delivered, _mapper.Map(code));
    }

    [Fact]
    public void IgnoresUnknownCodes()
    {
        Assert.Null(_mapper.Map("XYZ"));
    }

    [Fact]
    public void IsCaseInsensitive()
    {
        Assert.Equal(ShipmentStatus.Delivered, _mapper.Map("dlv"));
    }

    [Fact]
    public void LabelsAreJapanese()
    {
        Assert.Equal("配達完了", StatusMapper.Label(ShipmentStatus.Delivered));
    }
}
