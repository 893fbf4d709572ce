using System;
using System.Collections;
using UnityEngine;

public class PlayerHealth : MonoBehaviour
{
    [SerializeField] private int maxHealth = 5;
    [SerializeField] private float invincibleTime = 0.6f;
    [SerializeField] private float blinkInterval = 0.08f;
    [SerializeField] private Vector2 knockback = new Vector2(6f, 8f);
    [SerializeField] private SpriteRenderer sprite;

    public int Health { get; private set; }
    public bool Invincible { get; private set; }

    public event Action<int> HealthChanged;
    public event Action Died;

    private Rigidbody2D rb;

    private void Awake()
    {
        rb = GetComponent<Rigidbody2D>();
        Health = maxHealth;
    }

    /// <summary>Apply damage from a source at <paramref name="from"/>. Ignored while invincible.</summary>
    public bool TakeDamage(int amount, Vector2 from)
    {
        if (Invincible || Health <= 0) return false;
        Health = Mathf.Max(0, Health - amount);
        HealthChanged?.Invoke(Health);
        if (Health == 0)
        {
            Died?.Invoke();
            return true;
        }
        if (rb != null)
        {
            float dir = Mathf.Sign(transform.position.x - from.x);
            rb.velocity = new Vector2(dir * knockback.x, knockback.y);
        }
        if (isActiveAndEnabled) StartCoroutine(InvincibilityFrames());
        return true;
    }

    public void Heal(int amount)
    {
        Health = Mathf.Min(maxHealth, Health + amount);
        HealthChanged?.Invoke(Health);
    }

    private IEnumerator InvincibilityFrames()
    {
        Invincible = true;
        float end = Time.time + invincibleTime;
        while (Time.time < end)
        {
            if (sprite != null) sprite.enabled = !sprite.enabled;
            yield return new WaitForSeconds(blinkInterval);
        }
        if (sprite != null) sprite.enabled = true;
        Invincible = false;
    }
}
