namespace Yadoya.Api.Models;

public enum ReservationStatus
{
    Tentative,
    Confirmed,
    CheckedIn,
    Cancelled,
}

/// <summary>
/// A stay from CheckIn (inclusive) to CheckOut (exclusive): a guest arriving on 6/30
/// and leaving on 7/2 occupies the nights of 6/30 and 7/1.
/// </summary>
public class Reservation
{
    public int Id { get; set; }
    public int RoomId { get; set; }
    public Room? Room { get; set; }
    public string GuestName { get; set; } = "";
    public DateOnly CheckIn { get; set; }
    public DateOnly CheckOut { get; set; }
    public ReservationStatus Status { get; set; }

    public int Nights => CheckOut.DayNumber - CheckIn.DayNumber;
}
