using System;
using System.IO;
using System.Text.Json;

namespace ShiftClock.Services;

public sealed class AppSettings
{
    public bool StartMinimized { get; set; }
    public bool StartWithWindows { get; set; }
    public double? WindowLeft { get; set; }
    public double? WindowTop { get; set; }
    public string UpdateChannel { get; set; } = "stable";
}

public sealed class SettingsStore
{
    private static readonly string Dir =
        Path.Combine(Environment.GetFolderPath(Environment.SpecialFolder.ApplicationData), "ShiftClock");
    private static readonly string FilePath = Path.Combine(Dir, "settings.json");

    public AppSettings Current { get; private set; } = new();

    public void Load()
    {
        try
        {
            if (File.Exists(FilePath))
                Current = JsonSerializer.Deserialize<AppSettings>(File.ReadAllText(FilePath)) ?? new AppSettings();
        }
        catch (JsonException)
        {
            File.Move(FilePath, FilePath + ".bad", overwrite: true);
            Current = new AppSettings();
        }
    }

    public void Save()
    {
        Directory.CreateDirectory(Dir);
        var tmp = FilePath + ".tmp";
        File.WriteAllText(tmp, JsonSerializer.Serialize(Current, new JsonSerializerOptions { WriteIndented = true }));
        File.Move(tmp, FilePath, overwrite: true);
    }
}
