using System;
using System.IO;

namespace ShiftClock;

/// Appends clock-in/out events to a CSV in Documents\ShiftClock.
public static class Shifts
{
    private static readonly string FilePath = Path.Combine(
        Environment.GetFolderPath(Environment.SpecialFolder.MyDocuments), "ShiftClock", "shifts.csv");

    public static void ClockIn() => Append("in");
    public static void ClockOut() => Append("out");

    private static void Append(string kind)
    {
        Directory.CreateDirectory(Path.GetDirectoryName(FilePath)!);
        if (!File.Exists(FilePath))
            File.WriteAllText(FilePath, "timestamp,event" + Environment.NewLine);
        File.AppendAllText(FilePath, $"{DateTimeOffset.Now:O},{kind}{Environment.NewLine}");
    }
}
