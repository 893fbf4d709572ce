using NUnit.Framework;
using UnityEngine;

public class PlayerHealthTests
{
    private PlayerHealth health;

    [SetUp]
    public void SetUp()
    {
        var go = new GameObject("player");
        health = go.AddComponent<PlayerHealth>();
        health.SendMessage("Awake");
    }

    [TearDown]
    public void TearDown() => Object.DestroyImmediate(health.gameObject);

    [Test]
    public void StartsAtMaxHealth() => Assert.AreEqual(5, health.Health);

    [Test]
    public void DamageLowersHealth()
    {
        health.TakeDamage(2, Vector2.zero);
        Assert.AreEqual(3, health.Health);
    }

    [Test]
    public void HealIsCappedAtMax()
    {
        health.TakeDamage(1, Vector2.zero);
        health.Heal(10);
        Assert.AreEqual(5, health.Health);
    }

    [Test]
    public void DiesAtZero()
    {
        bool died = false;
        health.Died += () => died = true;
        health.TakeDamage(99, Vector2.zero);
        Assert.IsTrue(died);
    }
}
