using MarkPad.Services;
using Xunit;

namespace MarkPad.Tests;

public class RecentFilesTests
{
    [Fact]
    public void Add_PutsNewestFirst()
    {
        var recent = new RecentFiles(new List<string>(), max: 5);
        recent.Add(@"C:\notes\a.md");
        recent.Add(@"C:\notes\b.md");
        Assert.Equal(new[] { @"C:\notes\b.md", @"C:\notes\a.md" }, recent.Items);
    }

    [Fact]
    public void Add_MovesExistingToTop()
    {
        var recent = new RecentFiles(new List<string>(), max: 5);
        recent.Add(@"C:\notes\a.md");
        recent.Add(@"C:\notes\b.md");
        recent.Add(@"C:\notes\a.md");
        Assert.Equal(2, recent.Items.Count);
        Assert.Equal(@"C:\notes\a.md", recent.Items[0]);
    }

    [Fact]
    public void Add_TrimsToMax()
    {
        var recent = new RecentFiles(new List<string>(), max: 3);
        foreach (var name in new[] { "1", "2", "3", "4" })
        {
            recent.Add($@"C:\notes\{name}.md");
        }
        Assert.Equal(3, recent.Items.Count);
        Assert.Equal(@"C:\notes\4.md", recent.Items[0]);
    }
}
