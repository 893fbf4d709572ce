using System;
using UnityEngine;

namespace Skyhook.Combat
{
    public class Health : MonoBehaviour
    {
        [SerializeField] private int maxHealth = 100;
        [SerializeField] private float invulnerableAfterHit = 0.4f;

        public int Current { get; private set; }
        public event Action<int, int> Changed;
        public event Action Died;

        private float _invulnerableUntil;

        private void Awake()
        {
            Current = maxHealth;
        }

        public void TakeDamage(int amount)
        {
            if (Current <= 0 || Time.time < _invulnerableUntil) return;
            Current = Mathf.Max(0, Current - amount);
            _invulnerableUntil = Time.time + invulnerableAfterHit;
            Changed?.Invoke(Current, maxHealth);
            if (Current == 0) Died?.Invoke();
        }

        public void Heal(int amount)
        {
            if (Current <= 0) return;
            Current = Mathf.Min(maxHealth, Current + amount);
            Changed?.Invoke(Current, maxHealth);
        }
    }
}
