using UnityEngine;

[RequireComponent(typeof(Rigidbody2D))]
public class PlayerController : MonoBehaviour
{
    [SerializeField] private float speed = 6f;
    [SerializeField] private ObjectPool bulletPool;
    [SerializeField] private Transform muzzle;
    [SerializeField] private float fireCooldown = 0.15f;

    private Rigidbody2D body;
    private Vector2 input;
    private float nextFire;
    private bool controllable = true;

    private void Awake()
    {
        body = GetComponent<Rigidbody2D>();
    }

    private void OnEnable()
    {
        GameManager.GameOver += OnGameOver;
    }

    private void OnDisable()
    {
        GameManager.GameOver -= OnGameOver;
    }

    private void Update()
    {
        if (!controllable) return;
        input = new Vector2(Input.GetAxisRaw("Horizontal"), Input.GetAxisRaw("Vertical")).normalized;
        if (Input.GetButton("Fire1") && Time.time >= nextFire)
        {
            nextFire = Time.time + fireCooldown;
            bulletPool.Get(muzzle.position, muzzle.rotation);
        }
    }

    private void FixedUpdate()
    {
        body.velocity = controllable ? input * speed : Vector2.zero;
    }

    private void OnGameOver()
    {
        controllable = false;
    }

    private void OnCollisionEnter2D(Collision2D other)
    {
        if (other.gameObject.CompareTag("Enemy"))
        {
            GameManager.Instance.TriggerGameOver();
        }
    }
}
