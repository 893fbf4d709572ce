using TodoSync.Sync;
using Xunit;

namespace TodoSync.Tests;

public class LwwMergeTests
{
    private static TodoItem Item(string title, bool done, long at, string by) =>
        new() { Id = "t1", ListId = "l1", Title = title, Done = done, UpdatedAt = at, UpdatedBy = by };

    [Fact]
    public void NewerItemWins()
    {
        var merged = LwwMerge.Merge(Item("milk", false, 1000, "phone"), Item("oat milk", false, 2000, "web"));
        Assert.Equal("oat milk", merged.Title);
    }

    [Fact]
    public void OlderItemLoses()
    {
        var merged = LwwMerge.Merge(Item("milk", false, 3000, "phone"), Item("oat milk", false, 2000, "web"));
        Assert.Equal("milk", merged.Title);
    }

    [Fact]
    public void EditsToDifferentFieldsBothSurvive()
    {
        var phone = Item("oat milk", false, 1000, "phone");
        phone.Touch(nameof(TodoItem.Title), 5000, "phone");
        var web = Item("milk", true, 1000, "web");
        web.Touch(nameof(TodoItem.Done), 4000, "web");

        var merged = LwwMerge.Merge(web, phone);

        Assert.Equal("oat milk", merged.Title);
        Assert.True(merged.Done);
    }

    [Fact]
    public void TieGoesToHigherReplicaId()
    {
        var merged = LwwMerge.Merge(Item("milk", false, 1000, "a"), Item("oat milk", false, 1000, "b"));
        Assert.Equal("oat milk", merged.Title);
    }
}
