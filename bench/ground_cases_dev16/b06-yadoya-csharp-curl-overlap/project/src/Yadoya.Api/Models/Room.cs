namespace Yadoya.Api.Models;

public enum RoomType
{
    Single,
    Double,
    Twin,
    Suite,
}

public class Room
{
    public int Id { get; set; }
    public string Number { get; set; } = "";
    public RoomType Type { get; set; }
    public int Floor { get; set; }
    public decimal NightlyRate { get; set; }
    public bool OutOfService { get; set; }
    public List<Reservation> Reservations { get; set; } = new();
}
