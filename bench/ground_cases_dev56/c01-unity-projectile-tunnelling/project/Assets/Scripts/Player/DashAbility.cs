using UnityEngine;

namespace Skyhook.Player
{
    public class DashAbility : MonoBehaviour
    {
        [SerializeField] private PlayerStats stats;
        [SerializeField] private ParticleSystem dashTrail;

        private PlayerController _controller;
        private float _dashTimeLeft;
        private float _cooldownLeft;
        private Vector3 _dashDir;

        public float CooldownFraction => stats.dashCooldown <= 0f ? 0f : _cooldownLeft / stats.dashCooldown;

        private void Awake()
        {
            _controller = GetComponent<PlayerController>();
        }

        public void OnDash()
        {
            if (_cooldownLeft > 0f || _controller.IsDashing) return;
            _dashDir = _controller.Facing;
            _dashTimeLeft = stats.dashDuration;
            _cooldownLeft = stats.dashCooldown;
            _controller.IsDashing = true;
            if (dashTrail != null) dashTrail.Play();
        }

        private void Update()
        {
            if (_cooldownLeft > 0f) _cooldownLeft -= Time.deltaTime;
        }

        private void FixedUpdate()
        {
            if (!_controller.IsDashing) return;

            // Drive the dash through the rigidbody so walls stop it (was transform.position, tunnelled at low fps).
            _controller.Body.velocity = new Vector3(_dashDir.x * stats.dashSpeed, 0f, _dashDir.z * stats.dashSpeed);
            _dashTimeLeft -= Time.fixedDeltaTime;
            if (_dashTimeLeft <= 0f) EndDash();
        }

        private void EndDash()
        {
            _controller.IsDashing = false;
            _controller.Body.velocity = _dashDir * stats.moveSpeed;
            if (dashTrail != null) dashTrail.Stop();
        }
    }
}
