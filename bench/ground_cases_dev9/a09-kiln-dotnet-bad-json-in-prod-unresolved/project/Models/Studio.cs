namespace Kiln.Api.Models;

public class Studio
{
    public int Id { get; set; }
    public required string Slug { get; set; }
    public required string Name { get; set; }
    public int WheelCount { get; set; }

    /// <summary>Weekly opening hours as JSON, see <see cref="OpeningHours"/>. Written by the admin API.</summary>
    public string OpeningHoursJson { get; set; } = "{}";

    public List<Session> Sessions { get; set; } = [];
}
