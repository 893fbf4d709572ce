using UnityEngine;

namespace Skyhook.Combat
{
    public class Turret : MonoBehaviour
    {
        [SerializeField] private Projectile projectilePrefab;
        [SerializeField] private Transform muzzle;
        [SerializeField] private float range = 18f;
        [SerializeField] private float fireInterval = 1.2f;
        [SerializeField] private float turnSpeed = 90f;

        private Transform _target;
        private float _nextShot;

        private void Start()
        {
            var player = GameObject.FindWithTag("Player");
            if (player != null) _target = player.transform;
        }

        private void Update()
        {
            if (_target == null) return;
            var toTarget = _target.position - transform.position;
            if (toTarget.sqrMagnitude > range * range) return;

            var look = Quaternion.LookRotation(new Vector3(toTarget.x, 0f, toTarget.z));
            transform.rotation = Quaternion.RotateTowards(transform.rotation, look, turnSpeed * Time.deltaTime);

            if (Time.time < _nextShot) return;
            _nextShot = Time.time + fireInterval;
            var shot = Instantiate(projectilePrefab, muzzle.position, muzzle.rotation);
            shot.Launch(muzzle.forward, gameObject);
        }
    }
}
