using UnityEngine;

public class CheckpointManager : MonoBehaviour
{
    public static CheckpointManager Instance { get; private set; }

    [SerializeField] private Transform initialSpawn;
    private Vector3 current;

    private void Awake()
    {
        if (Instance != null && Instance != this)
        {
            Destroy(gameObject);
            return;
        }
        Instance = this;
        current = initialSpawn.position;
    }

    public void Reach(Transform checkpoint)
    {
        current = checkpoint.position;
    }

    public void Respawn(GameObject player)
    {
        player.transform.position = current;
        if (player.TryGetComponent(out Rigidbody2D body))
            body.velocity = Vector2.zero;
    }
}
