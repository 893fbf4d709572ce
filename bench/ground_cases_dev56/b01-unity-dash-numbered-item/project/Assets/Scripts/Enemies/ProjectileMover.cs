using UnityEngine;

namespace SkyRunner.Enemies
{
    public class ProjectileMover : MonoBehaviour
    {
        [SerializeField] private float speed = 22f;
        [SerializeField] private float lifetime = 3f;
        [SerializeField] private int damage = 1;
        [SerializeField] private LayerMask hitMask;

        private Vector2 direction = Vector2.right;
        private float age;

        public void Launch(Vector2 dir)
        {
            direction = dir.normalized;
            age = 0f;
            transform.right = direction;
        }

        private void Update()
        {
            transform.position += (Vector3)(direction * speed * Time.deltaTime);
            age += Time.deltaTime;
            if (age >= lifetime)
                Destroy(gameObject);
        }

        private void OnTriggerEnter2D(Collider2D other)
        {
            if (((1 << other.gameObject.layer) & hitMask) == 0)
                return;
            if (other.TryGetComponent<Combat.Health>(out var health))
                health.Damage(damage);
            Destroy(gameObject);
        }
    }
}
