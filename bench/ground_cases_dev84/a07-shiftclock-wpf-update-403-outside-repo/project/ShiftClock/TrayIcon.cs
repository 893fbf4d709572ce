using System;
using System.Windows;
using Forms = System.Windows.Forms;

namespace ShiftClock;

public sealed class TrayIcon : IDisposable
{
    private readonly Forms.NotifyIcon _icon;

    public TrayIcon(MainWindow main)
    {
        _icon = new Forms.NotifyIcon
        {
            Icon = new System.Drawing.Icon(Application.GetResourceStream(new Uri("Assets/clock.ico", UriKind.Relative)).Stream),
            Text = "ShiftClock",
            Visible = true,
            ContextMenuStrip = new Forms.ContextMenuStrip(),
        };
        _icon.ContextMenuStrip.Items.Add("Open", null, (_, _) => { main.Show(); main.Activate(); });
        _icon.ContextMenuStrip.Items.Add("Settings...", null, (_, _) => new Views.SettingsWindow().ShowDialog());
        _icon.ContextMenuStrip.Items.Add("Check for updates", null, async (_, _) => await new Services.UpdateService().CheckAsync(interactive: true));
        _icon.ContextMenuStrip.Items.Add("-");
        _icon.ContextMenuStrip.Items.Add("Exit", null, (_, _) => Application.Current.Shutdown());
        _icon.DoubleClick += (_, _) => { main.Show(); main.Activate(); };
    }

    public void Dispose()
    {
        _icon.Visible = false;
        _icon.Dispose();
    }
}
