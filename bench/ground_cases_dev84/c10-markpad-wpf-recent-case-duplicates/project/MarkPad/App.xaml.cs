using System.IO;
using System.Text;
using System.Windows;
using System.Windows.Threading;

namespace MarkPad;

public partial class App : Application
{
    protected override void OnStartup(StartupEventArgs e)
    {
        Encoding.RegisterProvider(CodePagesEncodingProvider.Instance);
        base.OnStartup(e);
        DispatcherUnhandledException += OnUnhandledException;
    }

    private void OnUnhandledException(object sender, DispatcherUnhandledExceptionEventArgs e)
    {
        var logDir = Path.Combine(
            Environment.GetFolderPath(Environment.SpecialFolder.LocalApplicationData), "MarkPad", "logs");
        Directory.CreateDirectory(logDir);
        File.AppendAllText(Path.Combine(logDir, "crash.log"), $"{DateTime.Now:O} {e.Exception}\n");
        MessageBox.Show($"MarkPad 遇到错误，即将退出：\n{e.Exception.Message}", "MarkPad",
            MessageBoxButton.OK, MessageBoxImage.Error);
    }
}
