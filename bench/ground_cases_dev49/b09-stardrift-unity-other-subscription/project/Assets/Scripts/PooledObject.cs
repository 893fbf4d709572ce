using UnityEngine;

// Put on every pooled prefab; knows which pool to go back to.
public class PooledObject : MonoBehaviour
{
    public ObjectPool Pool { get; set; }

    public void ReturnToPool()
    {
        if (Pool != null) Pool.Release(gameObject);
        else Destroy(gameObject);
    }
}
