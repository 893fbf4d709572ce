namespace Shipping.Api.Carriers;

public sealed class CarrierOptions
{
    public string BaseUrl { get; set; } = "";
    public int TimeoutSeconds { get; set; } = 15;
}
