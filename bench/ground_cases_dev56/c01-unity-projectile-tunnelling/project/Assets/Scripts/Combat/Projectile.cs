using UnityEngine;

namespace Skyhook.Combat
{
    public class Projectile : MonoBehaviour
    {
        [SerializeField] private float speed = 40f;
        [SerializeField] private float lifetime = 3f;
        [SerializeField] private int damage = 10;
        [SerializeField] private GameObject impactPrefab;

        private Vector3 _direction;
        private float _age;
        private GameObject _owner;

        public void Launch(Vector3 direction, GameObject owner)
        {
            _direction = direction.normalized;
            _owner = owner;
            _age = 0f;
            transform.rotation = Quaternion.LookRotation(_direction);
        }

        private void Update()
        {
            transform.Translate(_direction * speed * Time.deltaTime, Space.World);
            _age += Time.deltaTime;
            if (_age >= lifetime) Destroy(gameObject);
        }

        private void OnTriggerEnter(Collider other)
        {
            if (other.gameObject == _owner) return;
            if (other.TryGetComponent<Health>(out var health))
            {
                health.TakeDamage(damage);
            }
            if (impactPrefab != null)
            {
                Instantiate(impactPrefab, transform.position, Quaternion.identity);
            }
            Destroy(gameObject);
        }
    }
}
