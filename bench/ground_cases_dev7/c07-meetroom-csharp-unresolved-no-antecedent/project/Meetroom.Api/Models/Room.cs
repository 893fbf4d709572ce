namespace Meetroom.Api.Models;

public class Room
{
    public int Id { get; set; }
    public string Name { get; set; } = "";
    public int Floor { get; set; }
    public int Capacity { get; set; }
}
