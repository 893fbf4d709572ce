using System.Windows;
using ShiftClock.Services;

namespace ShiftClock;

public partial class App : Application
{
    public static SettingsStore Settings { get; } = new();
    private TrayIcon? _tray;
    private MainWindow? _main;

    protected override void OnStartup(StartupEventArgs e)
    {
        base.OnStartup(e);
        Settings.Load();
        _main = new MainWindow();
        _tray = new TrayIcon(_main);
        if (!Settings.Current.StartMinimized)
            _main.Show();
        _ = new UpdateService().CheckInBackgroundAsync();
    }

    protected override void OnExit(ExitEventArgs e)
    {
        _main?.RememberPosition();
        Settings.Save();
        _tray?.Dispose();
        base.OnExit(e);
    }
}
