namespace MarkPad.Services;

/// <summary>Most-recently-used file list, newest first, shared with the settings object.</summary>
public sealed class RecentFiles
{
    private readonly List<string> _items;
    private readonly int _max;

    public RecentFiles(List<string> items, int max)
    {
        _items = items;
        _max = max;
    }

    public IReadOnlyList<string> Items => _items;

    public void Add(string path)
    {
        _items.Remove(path);
        _items.Insert(0, path);
        if (_items.Count > _max)
        {
            _items.RemoveRange(_max, _items.Count - _max);
        }
    }

    public bool Remove(string path) => _items.Remove(path);

    public void Clear() => _items.Clear();
}
