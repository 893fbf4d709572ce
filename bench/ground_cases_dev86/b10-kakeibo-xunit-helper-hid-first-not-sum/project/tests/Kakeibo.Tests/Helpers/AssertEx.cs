using Xunit;

namespace Kakeibo.Tests.Helpers;

public static class AssertEx
{
    /// Asserts that both sequences hold the same items, in any order.
    public static void SameItems<T>(IEnumerable<T> expected, IEnumerable<T> actual)
    {
        var e = expected.ToList();
        var a = actual.ToList();
        Assert.Equal(e.Count, a.Count);
        foreach (var item in e)
        {
            var i = a.IndexOf(item);
            Assert.True(i >= 0, $"missing: {item}");
            a.RemoveAt(i);
        }
    }
}
