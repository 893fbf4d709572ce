namespace Recall.Worker;

public sealed class ReminderOptions
{
    public string Culture { get; set; } = "de-DE";
    public string TimeZone { get; set; } = "Europe/Berlin";
    public int SendHour { get; set; } = 17;
    public int DaysAhead { get; set; } = 1;
    public string PracticeName { get; set; } = "";
    public string Template { get; set; } = "";
}
