using UnityEngine;

namespace SkyRunner.Player
{
    [RequireComponent(typeof(Rigidbody2D))]
    public class PlayerMotor : MonoBehaviour
    {
        [SerializeField] private PlayerTuning tuning;
        [SerializeField] private Transform groundCheck;
        [SerializeField] private LayerMask groundMask;

        private Rigidbody2D rb;
        private PlayerInputReader input;
        private float coyoteTimer;
        private float jumpBufferTimer;

        public float Facing { get; private set; } = 1f;
        public bool IsGrounded { get; private set; }

        private void Awake()
        {
            rb = GetComponent<Rigidbody2D>();
            input = GetComponent<PlayerInputReader>();
            rb.gravityScale = tuning.gravityScale;
        }

        private void Update()
        {
            if (input.JumpPressed)
                jumpBufferTimer = tuning.jumpBuffer;
            if (Mathf.Abs(input.Move.x) > 0.1f)
                Facing = Mathf.Sign(input.Move.x);
        }

        private void FixedUpdate()
        {
            IsGrounded = Physics2D.OverlapCircle(groundCheck.position, 0.12f, groundMask);
            coyoteTimer = IsGrounded ? tuning.coyoteTime : coyoteTimer - Time.fixedDeltaTime;
            jumpBufferTimer -= Time.fixedDeltaTime;

            var target = input.Move.x * tuning.runSpeed;
            var accel = IsGrounded ? tuning.groundAccel : tuning.airAccel;
            var vx = Mathf.MoveTowards(rb.velocity.x, target, accel * Time.fixedDeltaTime);
            var vy = rb.velocity.y;

            if (jumpBufferTimer > 0f && coyoteTimer > 0f)
            {
                vy = tuning.jumpVelocity;
                jumpBufferTimer = 0f;
                coyoteTimer = 0f;
            }

            rb.velocity = new Vector2(vx, Mathf.Max(vy, -tuning.maxFallSpeed));
        }
    }
}
