using UnityEngine;

public class Projectile : MonoBehaviour
{
    [SerializeField] private float speed = 9f;
    [SerializeField] private float lifetime = 3f;

    private Enemy target;
    private float damage;
    private float age;
    private Vector3 direction;

    public void Launch(Enemy enemy, float dmg)
    {
        target = enemy;
        damage = dmg;
        age = 0f;
        direction = (enemy.transform.position - transform.position).normalized;
    }

    private void Update()
    {
        age += Time.deltaTime;
        if (age > lifetime)
        {
            ProjectilePool.Instance.Release(this);
            return;
        }
        if (target != null && target.IsAlive)
            direction = (target.transform.position - transform.position).normalized;
        transform.position += direction * (speed * Time.deltaTime);
        transform.right = direction;
    }

    private void OnDisable()
    {
        // back in the pool: drop the reference so a dead enemy is not kept alive
        target = null;
    }

    private void OnTriggerEnter2D(Collider2D other)
    {
        if (!other.TryGetComponent(out Enemy enemy) || !enemy.IsAlive) return;
        enemy.TakeDamage(damage);
        ProjectilePool.Instance.Release(this);
    }
}
