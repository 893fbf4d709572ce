using System.Text.Json.Serialization;

namespace Kiln.Api.Models;

/// <summary>Each day is ["HH:mm", "HH:mm"] (open, close) or null when closed.</summary>
public record OpeningHours(
    [property: JsonPropertyName("mon")] string[]? Mon,
    [property: JsonPropertyName("tue")] string[]? Tue,
    [property: JsonPropertyName("wed")] string[]? Wed,
    [property: JsonPropertyName("thu")] string[]? Thu,
    [property: JsonPropertyName("fri")] string[]? Fri,
    [property: JsonPropertyName("sat")] string[]? Sat,
    [property: JsonPropertyName("sun")] string[]? Sun)
{
    public string[]? For(DayOfWeek day) => day switch
    {
        DayOfWeek.Monday => Mon,
        DayOfWeek.Tuesday => Tue,
        DayOfWeek.Wednesday => Wed,
        DayOfWeek.Thursday => Thu,
        DayOfWeek.Friday => Fri,
        DayOfWeek.Saturday => Sat,
        _ => Sun,
    };
}
