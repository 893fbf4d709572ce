using Harvest.Inventory;
using NUnit.Framework;
using UnityEngine;

public class InventoryTests
{
    private Inventory inv;

    [SetUp]
    public void SetUp()
    {
        inv = new GameObject("inv").AddComponent<Inventory>();
    }

    [TearDown]
    public void TearDown()
    {
        Object.DestroyImmediate(inv.gameObject);
    }

    [Test]
    public void AddItem_StacksUpToMax()
    {
        inv.AddItem("turnip", 120);
        Assert.AreEqual(2, inv.Slots.Count);
        Assert.AreEqual(99, inv.Slots[0].Count);
    }

    [Test]
    public void StackSplit_HalvesEvenStack()
    {
        inv.AddItem("turnip", 10);
        Assert.IsTrue(inv.SplitStack(0));
        Assert.AreEqual(5, inv.Slots[0].Count);
        Assert.AreEqual(5, inv.Slots[1].Count);
    }

    [Test]
    public void StackSplit_KeepsTotalCount()
    {
        inv.AddItem("turnip", 7);
        Assert.IsTrue(inv.SplitStack(0));
        Assert.AreEqual(7, inv.CountOf("turnip"));
    }
}
