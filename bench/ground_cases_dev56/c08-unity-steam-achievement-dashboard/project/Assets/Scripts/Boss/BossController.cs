using Driftwood.Platform;
using UnityEngine;
using UnityEngine.Events;

namespace Driftwood.Boss
{
    public class BossController : MonoBehaviour
    {
        [SerializeField] private int maxHealth = 1200;
        [SerializeField] private float enrageBelow = 0.3f;
        [SerializeField] private Animator animator;
        [SerializeField] private UnityEvent onDefeated;

        private int _health;
        private bool _enraged;
        private bool _dead;

        private void Awake() => _health = maxHealth;

        public void TakeDamage(int amount)
        {
            if (_dead) return;
            _health = Mathf.Max(0, _health - amount);
            if (!_enraged && _health < maxHealth * enrageBelow)
            {
                _enraged = true;
                animator.SetTrigger("Enrage");
            }
            if (_health == 0) Die();
        }

        private void Die()
        {
            _dead = true;
            animator.SetTrigger("Die");
            SteamAchievements.Instance?.Unlock(AchievementIds.FirstBoss);
            onDefeated?.Invoke();
        }
    }
}
