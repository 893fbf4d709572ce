using System.Collections.Generic;
using UnityEngine;

// Keeps inactive copies of a prefab around instead of Instantiate/Destroy every time.
public class ObjectPool : MonoBehaviour
{
    [SerializeField] private GameObject prefab;
    [SerializeField] private int prewarm = 16;

    private readonly Stack<PooledObject> free = new Stack<PooledObject>();

    private void Awake()
    {
        for (int i = 0; i < prewarm; i++)
        {
            PooledObject item = Create();
            item.gameObject.SetActive(false);
            free.Push(item);
        }
    }

    // GetComponent and the Pool assignment happen once per instance, not on every Get.
    private PooledObject Create()
    {
        GameObject go = Instantiate(prefab, transform);
        PooledObject item = go.GetComponent<PooledObject>();
        item.Pool = this;
        return item;
    }

    public GameObject Get(Vector3 position, Quaternion rotation)
    {
        PooledObject item = free.Count > 0 ? free.Pop() : Create();
        item.transform.SetPositionAndRotation(position, rotation);
        item.gameObject.SetActive(true);
        return item.gameObject;
    }

    public void Release(GameObject go)
    {
        go.SetActive(false);
        free.Push(go.GetComponent<PooledObject>());
    }

    public int FreeCount => free.Count;
}
