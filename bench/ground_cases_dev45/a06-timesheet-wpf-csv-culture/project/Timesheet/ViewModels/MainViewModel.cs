using System.Collections.ObjectModel;
using System.Globalization;
using System.IO;
using System.Linq;
using CommunityToolkit.Mvvm.ComponentModel;
using CommunityToolkit.Mvvm.Input;
using Timesheet.Export;
using Timesheet.Models;
using Timesheet.Services;

namespace Timesheet.ViewModels;

public partial class MainViewModel : ObservableObject
{
    private readonly IFolderPicker _folderPicker;
    private readonly IEntryStore _store;

    public MainViewModel(IFolderPicker folderPicker, IEntryStore store)
    {
        _folderPicker = folderPicker;
        _store = store;
        Entries = new ObservableCollection<TimeEntry>(store.LoadWeek(DateOnly.FromDateTime(DateTime.Today)));
        Entries.CollectionChanged += (_, _) =>
        {
            OnPropertyChanged(nameof(TotalHoursText));
            ExportCommand.NotifyCanExecuteChanged();
        };
    }

    public ObservableCollection<TimeEntry> Entries { get; }

    [ObservableProperty]
    [NotifyCanExecuteChangedFor(nameof(ExportCommand))]
    private string? exportFolder;

    [ObservableProperty]
    private string status = "";

    // Shown in the footer; uses the user's culture on purpose (7,5 h on German Windows).
    public string TotalHoursText => $"{Entries.Sum(e => e.Hours).ToString("0.##", CultureInfo.CurrentCulture)} h";

    [RelayCommand]
    private void PickFolder()
    {
        var folder = _folderPicker.Pick(ExportFolder);
        if (folder is not null)
            ExportFolder = folder;
    }

    private bool CanExport() => !string.IsNullOrEmpty(ExportFolder) && Entries.Count > 0;

    [RelayCommand(CanExecute = nameof(CanExport))]
    private void Export()
    {
        var path = Path.Combine(ExportFolder!, $"timesheet-{DateTime.Today:yyyy-'W'ww}.csv");
        File.WriteAllText(path, CsvExporter.ToCsv(Entries));
        Status = $"Exported {Entries.Count} entries to {path}";
    }
}
