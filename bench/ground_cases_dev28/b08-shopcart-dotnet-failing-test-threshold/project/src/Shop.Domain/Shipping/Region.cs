namespace Shop.Domain.Shipping;

public enum Region
{
    Hokkaido,
    Honshu,
    Shikoku,
    Kyushu,
    Okinawa,
}
