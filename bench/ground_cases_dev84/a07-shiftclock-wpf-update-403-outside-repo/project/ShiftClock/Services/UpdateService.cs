using System;
using System.Diagnostics;
using System.IO;
using System.Net.Http;
using System.Net.Http.Json;
using System.Reflection;
using System.Threading.Tasks;
using System.Windows;

namespace ShiftClock.Services;

public sealed record ReleaseInfo(string Version, string InstallerUrl, string Sha256);

public sealed class UpdateService
{
    private const string FeedBase = "https://updates.shiftclock.app/releases";
    private static readonly HttpClient Http = new() { Timeout = TimeSpan.FromSeconds(20) };

    private static Version CurrentVersion =>
        Assembly.GetExecutingAssembly().GetName().Version ?? new Version(0, 0);

    public async Task CheckInBackgroundAsync()
    {
        await Task.Delay(TimeSpan.FromSeconds(30));
        await CheckAsync(interactive: false);
    }

    public async Task CheckAsync(bool interactive)
    {
        var channel = App.Settings.Current.UpdateChannel;
        try
        {
            var latest = await Http.GetFromJsonAsync<ReleaseInfo>($"{FeedBase}/{channel}/RELEASES.json");
            if (latest is null || new Version(latest.Version) <= CurrentVersion)
            {
                if (interactive) MessageBox.Show("ShiftClock is up to date.", "ShiftClock");
                return;
            }
            var ask = MessageBox.Show($"ShiftClock {latest.Version} is available. Install now?", "ShiftClock",
                MessageBoxButton.YesNo);
            if (ask != MessageBoxResult.Yes) return;
            var file = Path.Combine(Path.GetTempPath(), $"ShiftClock-{latest.Version}-setup.exe");
            await File.WriteAllBytesAsync(file, await Http.GetByteArrayAsync(latest.InstallerUrl));
            Process.Start(new ProcessStartInfo(file, "/SILENT") { UseShellExecute = true });
            Application.Current.Shutdown();
        }
        catch (Exception ex)
        {
            Log.Write($"UpdateService: check failed: {ex.Message}");
            if (interactive) MessageBox.Show("Update failed. Please try again later.", "ShiftClock");
        }
    }
}
