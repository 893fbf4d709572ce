using System.ComponentModel;
using System.IO;
using System.Text;
using System.Windows;
using System.Windows.Controls;
using MarkPad.Services;
using Microsoft.Win32;

namespace MarkPad;

public partial class MainWindow : Window
{
    private readonly SettingsService _settings = new();
    private readonly RecentFiles _recent;
    private readonly AutoSaver _autoSaver;
    private string? _currentPath;
    private Encoding _encoding = new UTF8Encoding(encoderShouldEmitUTF8Identifier: false);
    private bool _dirty;

    public MainWindow()
    {
        InitializeComponent();
        _recent = new RecentFiles(_settings.Current.RecentFiles, max: 10);
        var seconds = Math.Clamp(_settings.Current.AutoSaveSeconds, 10, 3600);
        _autoSaver = new AutoSaver(() => Editor.Text, () => _currentPath, TimeSpan.FromSeconds(seconds));
        BuildRecentMenu();
    }

    private void Open_Click(object sender, RoutedEventArgs e)
    {
        var dialog = new OpenFileDialog { Filter = "Markdown (*.md)|*.md|文本文件 (*.txt)|*.txt|所有文件|*.*" };
        if (dialog.ShowDialog(this) == true)
        {
            OpenFile(dialog.FileName);
        }
    }

    private void OpenFile(string path)
    {
        Editor.Text = FileService.ReadText(path, out _encoding);
        _currentPath = path;
        StatusText.Content = _encoding.WebName.ToUpperInvariant();
        _dirty = false;
        _recent.Add(path);
        _settings.Save();
        BuildRecentMenu();
        Title = $"{Path.GetFileName(path)} - MarkPad";
        _autoSaver.Start();
    }

    private void Save_Click(object sender, RoutedEventArgs e) => Save(_currentPath);

    private void SaveAs_Click(object sender, RoutedEventArgs e) => Save(null);

    private bool Save(string? path)
    {
        if (path is null)
        {
            var dialog = new SaveFileDialog { Filter = "Markdown (*.md)|*.md|所有文件|*.*", DefaultExt = ".md" };
            if (dialog.ShowDialog(this) != true)
            {
                return false;
            }
            path = dialog.FileName;
        }
        FileService.SaveText(path, Editor.Text, _encoding);
        _currentPath = path;
        _dirty = false;
        StatusText.Content = $"已保存 {DateTime.Now:HH:mm:ss}";
        return true;
    }

    private void BuildRecentMenu()
    {
        RecentMenu.Items.Clear();
        foreach (var file in _recent.Items)
        {
            var item = new MenuItem { Header = file, Tag = file };
            item.Click += OpenRecent_Click;
            RecentMenu.Items.Add(item);
        }
        RecentMenu.IsEnabled = RecentMenu.Items.Count > 0;
    }

    private void OpenRecent_Click(object sender, RoutedEventArgs e)
    {
        var path = (string)((MenuItem)sender).Tag;
        if (!File.Exists(path))
        {
            MessageBox.Show(this, $"文件不存在：\n{path}\n\n已从最近打开列表中移除。", "MarkPad",
                MessageBoxButton.OK, MessageBoxImage.Warning);
            _recent.Remove(path);
            _settings.Save();
            BuildRecentMenu();
            return;
        }
        OpenFile(path);
    }

    private void Editor_TextChanged(object sender, TextChangedEventArgs e) => _dirty = true;

    private void Exit_Click(object sender, RoutedEventArgs e) => Close();

    private void Window_Closing(object? sender, CancelEventArgs e)
    {
        if (!_dirty)
        {
            return;
        }
        var answer = MessageBox.Show("文档已修改，是否保存？", "MarkPad", MessageBoxButton.YesNoCancel);
        if (answer == MessageBoxResult.Cancel || (answer == MessageBoxResult.Yes && !Save(_currentPath)))
        {
            e.Cancel = true;
        }
    }
}
