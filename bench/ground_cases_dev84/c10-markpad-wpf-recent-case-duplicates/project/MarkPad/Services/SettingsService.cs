using System.IO;
using System.Text.Json;

namespace MarkPad.Services;

public sealed class Settings
{
    public List<string> RecentFiles { get; set; } = new();
    public int AutoSaveSeconds { get; set; } = 60;
    public double FontSize { get; set; } = 14;
}

public sealed class SettingsService
{
    private static readonly JsonSerializerOptions Json = new() { WriteIndented = true };

    public SettingsService(string? path = null)
    {
        FilePath = path ?? Path.Combine(
            Environment.GetFolderPath(Environment.SpecialFolder.ApplicationData), "MarkPad", "settings.json");
        Current = Load();
    }

    public string FilePath { get; }

    public Settings Current { get; }

    private Settings Load()
    {
        try
        {
            return JsonSerializer.Deserialize<Settings>(File.ReadAllText(FilePath)) ?? new Settings();
        }
        catch (Exception ex) when (ex is IOException or JsonException or UnauthorizedAccessException)
        {
            return new Settings();
        }
    }

    public void Save()
    {
        Directory.CreateDirectory(Path.GetDirectoryName(FilePath)!);
        File.WriteAllText(FilePath, JsonSerializer.Serialize(Current, Json));
    }
}
