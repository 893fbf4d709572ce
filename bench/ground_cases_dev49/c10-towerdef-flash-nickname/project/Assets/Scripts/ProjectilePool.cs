using UnityEngine;
using UnityEngine.Pool;

// One pool for every tower's projectiles; lives on the same GameObject as GameManager.
public class ProjectilePool : MonoBehaviour
{
    public static ProjectilePool Instance { get; private set; }

    [SerializeField] private Projectile prefab;
    [SerializeField] private int defaultCapacity = 64;
    [SerializeField] private int maxSize = 512;

    private ObjectPool<Projectile> pool;

    private void Awake()
    {
        Instance = this;
        pool = new ObjectPool<Projectile>(
            createFunc: () => Instantiate(prefab, transform),
            actionOnGet: p => p.gameObject.SetActive(true),
            actionOnRelease: p => p.gameObject.SetActive(false),
            actionOnDestroy: p => Destroy(p.gameObject),
            collectionCheck: false,
            defaultCapacity: defaultCapacity,
            maxSize: maxSize);
    }

    public Projectile Get(Vector3 position)
    {
        Projectile p = pool.Get();
        p.transform.position = position;
        return p;
    }

    public void Release(Projectile p) => pool.Release(p);
}
