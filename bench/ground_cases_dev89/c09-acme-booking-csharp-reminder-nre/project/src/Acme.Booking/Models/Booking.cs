namespace Acme.Booking.Models;

public enum BookingStatus
{
    Pending,
    Confirmed,
    Cancelled,
    Completed,
}

public class Booking
{
    public int Id { get; set; }
    public int CustomerId { get; set; }
    public Customer? Customer { get; set; }
    public string ServiceName { get; set; } = "";
    public string StoreName { get; set; } = "";

    /// <summary>Stored in UTC.</summary>
    public DateTime StartsAt { get; set; }

    public BookingStatus Status { get; set; } = BookingStatus.Pending;
    public bool ReminderSent { get; set; }
    public DateTime CreatedAt { get; set; } = DateTime.UtcNow;
}

public class Customer
{
    public int Id { get; set; }
    public string Name { get; set; } = "";
    public string Phone { get; set; } = "";
    public List<Booking> Bookings { get; set; } = new();
}
