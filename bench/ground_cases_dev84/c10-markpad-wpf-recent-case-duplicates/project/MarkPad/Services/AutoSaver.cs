using System.IO;
using System.Windows.Threading;

namespace MarkPad.Services;

/// <summary>Writes a backup copy of the open document at a fixed interval (not the document itself).</summary>
public sealed class AutoSaver
{
    private readonly Func<string> _text;
    private readonly Func<string?> _path;
    private readonly DispatcherTimer _timer;

    public AutoSaver(Func<string> text, Func<string?> path, TimeSpan interval)
    {
        _text = text;
        _path = path;
        _timer = new DispatcherTimer { Interval = interval };
        _timer.Tick += (_, _) => WriteBackup();
    }

    public static string BackupDir => Path.Combine(
        Environment.GetFolderPath(Environment.SpecialFolder.LocalApplicationData), "MarkPad", "backup");

    public void Start() => _timer.Start();

    public void Stop() => _timer.Stop();

    private void WriteBackup()
    {
        var path = _path();
        if (path is null)
        {
            return;
        }
        Directory.CreateDirectory(BackupDir);
        var name = Path.GetFileNameWithoutExtension(path) + ".autosave" + Path.GetExtension(path);
        File.WriteAllText(Path.Combine(BackupDir, name), _text());
    }
}
