using UnityEngine;

public class Tower : MonoBehaviour
{
    [SerializeField] private Transform muzzle;
    [SerializeField] private LayerMask enemyMask;
    [SerializeField] private float range = 4f;
    [SerializeField] private float fireInterval = 0.6f;
    [SerializeField] private float damage = 12f;

    private readonly Collider2D[] hits = new Collider2D[16];
    private SpriteRenderer spriteRenderer;
    private float cooldown;
    private Enemy target;

    private void Awake()
    {
        spriteRenderer = GetComponent<SpriteRenderer>();
    }

    private void Update()
    {
        cooldown -= Time.deltaTime;
        if (target == null || !target.IsAlive || !InRange(target)) target = FindTarget();
        if (target == null) return;

        spriteRenderer.flipX = target.transform.position.x < transform.position.x;
        if (cooldown <= 0f)
        {
            Fire(target);
            cooldown = fireInterval;
        }
    }

    private bool InRange(Enemy e) => (e.transform.position - transform.position).sqrMagnitude <= range * range;

    private Enemy FindTarget()
    {
        int n = Physics2D.OverlapCircleNonAlloc(transform.position, range, hits, enemyMask);
        Enemy best = null;
        float bestDist = float.MaxValue;
        for (int i = 0; i < n; i++)
        {
            if (!hits[i].TryGetComponent(out Enemy e) || !e.IsAlive) continue;
            float d = (e.transform.position - transform.position).sqrMagnitude;
            if (d < bestDist)
            {
                best = e;
                bestDist = d;
            }
        }
        return best;
    }

    private void Fire(Enemy e)
    {
        Projectile p = ProjectilePool.Instance.Get(muzzle.position);
        p.Launch(e, damage);
    }
}
