using System.ComponentModel;
using System.Windows;

namespace ShiftClock;

public partial class MainWindow : Window
{
    public MainWindow()
    {
        InitializeComponent();
        var s = App.Settings.Current;
        if (s.WindowLeft is double left && s.WindowTop is double top)
        {
            Left = left;
            Top = top;
        }
        Closing += OnClosing;
    }

    public void RememberPosition()
    {
        var s = App.Settings.Current;
        s.WindowLeft = Left;
        s.WindowTop = Top;
    }

    private void OnClosing(object? sender, CancelEventArgs e)
    {
        RememberPosition();
        // the X button only hides to the tray
        e.Cancel = true;
        Hide();
    }

    private void ClockIn_Click(object sender, RoutedEventArgs e) => Shifts.ClockIn();
    private void ClockOut_Click(object sender, RoutedEventArgs e) => Shifts.ClockOut();
}
