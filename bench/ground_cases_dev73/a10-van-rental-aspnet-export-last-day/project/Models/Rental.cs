namespace VanRental.Models;

public enum RentalStatus
{
    Reserved,
    PickedUp,
    Returned,
    Cancelled,
}

public class Van
{
    public int Id { get; set; }
    public string Plate { get; set; } = "";
    public string Model { get; set; } = "";
    public decimal DayRate { get; set; }
}

public class Rental
{
    public int Id { get; set; }
    public int VanId { get; set; }
    public Van Van { get; set; } = null!;
    public string CustomerName { get; set; } = "";
    public string CustomerEmail { get; set; } = "";
    public DateTime PickupAt { get; set; }
    public DateTime DueAt { get; set; }
    public DateTime? ReturnedAt { get; set; }
    public RentalStatus Status { get; set; }
    public decimal BaseAmount { get; set; }
    public decimal LateFee { get; set; }

    public decimal Total => BaseAmount + LateFee;
}
