using System.Linq;
using System.Windows;
using System.Windows.Controls;

namespace ShiftClock.Views;

public partial class SettingsWindow : Window
{
    public SettingsWindow()
    {
        InitializeComponent();
        var s = App.Settings.Current;
        StartMinimized.IsChecked = s.StartMinimized;
        StartWithWindows.IsChecked = Services.StartupRegistration.IsEnabled();
        Channel.SelectedItem = Channel.Items.Cast<ComboBoxItem>().First(i => (string)i.Content == s.UpdateChannel);
    }

    private void Save_Click(object sender, RoutedEventArgs e)
    {
        var s = App.Settings.Current;
        s.StartMinimized = StartMinimized.IsChecked == true;
        s.StartWithWindows = StartWithWindows.IsChecked == true;
        Services.StartupRegistration.Set(s.StartWithWindows);
        s.UpdateChannel = (string)((ComboBoxItem)Channel.SelectedItem).Content;
        App.Settings.Save();
        DialogResult = true;
    }
}
