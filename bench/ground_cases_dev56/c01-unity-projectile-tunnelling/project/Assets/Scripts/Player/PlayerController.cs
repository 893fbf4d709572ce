using UnityEngine;

namespace Skyhook.Player
{
    [RequireComponent(typeof(Rigidbody))]
    public class PlayerController : MonoBehaviour
    {
        [SerializeField] private PlayerStats stats;
        [SerializeField] private Transform groundCheck;
        [SerializeField] private LayerMask groundMask;

        private Rigidbody _rb;
        private Vector2 _moveInput;
        private bool _jumpQueued;
        private bool _grounded;

        public Rigidbody Body => _rb;
        public Vector3 Facing { get; private set; } = Vector3.forward;
        public bool IsDashing { get; set; }

        private void Awake()
        {
            _rb = GetComponent<Rigidbody>();
            _rb.freezeRotation = true;
            _rb.interpolation = RigidbodyInterpolation.Interpolate;
            _rb.collisionDetectionMode = CollisionDetectionMode.ContinuousDynamic;
        }

        public void OnMove(Vector2 value) => _moveInput = value;

        public void OnJump()
        {
            if (_grounded) _jumpQueued = true;
        }

        private void FixedUpdate()
        {
            _grounded = Physics.CheckSphere(groundCheck.position, 0.2f, groundMask);
            if (IsDashing) return;

            var wish = new Vector3(_moveInput.x, 0f, _moveInput.y);
            if (wish.sqrMagnitude > 0.01f) Facing = wish.normalized;

            var target = wish * stats.moveSpeed;
            var velocity = _rb.velocity;
            velocity.x = Mathf.MoveTowards(velocity.x, target.x, stats.acceleration * Time.fixedDeltaTime);
            velocity.z = Mathf.MoveTowards(velocity.z, target.z, stats.acceleration * Time.fixedDeltaTime);

            if (_jumpQueued)
            {
                velocity.y = stats.jumpVelocity;
                _jumpQueued = false;
            }
            _rb.velocity = velocity;
        }
    }
}
