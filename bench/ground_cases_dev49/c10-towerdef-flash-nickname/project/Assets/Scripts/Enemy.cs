using UnityEngine;

[RequireComponent(typeof(SpriteRenderer), typeof(Collider2D))]
public class Enemy : MonoBehaviour
{
    [SerializeField] private float maxHealth = 50f;
    [SerializeField] private float speed = 1.5f;
    [SerializeField] private int goldReward = 5;
    [SerializeField] private float flashDuration = 0.12f;

    private float health;
    private float flashTimer;
    private Transform[] path;
    private int waypoint;

    public bool IsAlive => health > 0f;

    private void OnEnable() => EnemyRegistry.Add(this);
    private void OnDisable() => EnemyRegistry.Remove(this);

    public void Init(Transform[] waypoints)
    {
        path = waypoints;
        waypoint = 0;
        health = maxHealth;
        transform.position = path[0].position;
    }

    private void Update()
    {
        if (path == null || waypoint >= path.Length) return;

        Vector3 target = path[waypoint].position;
        transform.position = Vector3.MoveTowards(transform.position, target, speed * Time.deltaTime);
        if ((transform.position - target).sqrMagnitude < 0.0001f)
        {
            waypoint++;
            if (waypoint >= path.Length) GameManager.Instance.EnemyReachedBase(this);
        }

        if (flashTimer > 0f)
        {
            flashTimer -= Time.deltaTime;
            var sr = GetComponent<SpriteRenderer>();
            sr.color = flashTimer > 0f ? Color.red : Color.white;
        }
    }

    public void TakeDamage(float amount)
    {
        if (!IsAlive) return;
        health -= amount;
        flashTimer = flashDuration;
        if (health <= 0f) Die();
    }

    private void Die()
    {
        GetComponent<Collider2D>().enabled = false;
        GameManager.Instance.AddGold(goldReward);
        Destroy(gameObject, 0.2f);
    }
}
