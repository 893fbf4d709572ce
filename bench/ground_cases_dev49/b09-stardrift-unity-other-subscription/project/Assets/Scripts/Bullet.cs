using UnityEngine;

[RequireComponent(typeof(PooledObject))]
public class Bullet : MonoBehaviour
{
    [SerializeField] private float speed = 14f;
    [SerializeField] private float lifetime = 1.5f;
    [SerializeField] private int points = 10;

    private float dieAt;
    private PooledObject pooled;

    private void Awake()
    {
        pooled = GetComponent<PooledObject>();
    }

    private void OnEnable()
    {
        dieAt = Time.time + lifetime;
    }

    private void Update()
    {
        transform.Translate(Vector3.up * (speed * Time.deltaTime));
        if (Time.time >= dieAt) pooled.ReturnToPool();
    }

    private void OnTriggerEnter2D(Collider2D other)
    {
        if (!other.CompareTag("Enemy")) return;
        ScoreManager.Add(points);
        other.GetComponent<PooledObject>().ReturnToPool();
        pooled.ReturnToPool();
    }
}
