using UnityEngine;

namespace SkyRunner.Player
{
    [RequireComponent(typeof(Rigidbody2D), typeof(PlayerMotor))]
    public class DashAbility : MonoBehaviour
    {
        [SerializeField] private PlayerTuning tuning;

        private Rigidbody2D rb;
        private PlayerMotor motor;
        private PlayerInputReader input;
        private float dashTimer;
        private float cooldownTimer;
        private Vector2 dashDirection;

        public bool IsDashing => dashTimer > 0f;

        private void Awake()
        {
            rb = GetComponent<Rigidbody2D>();
            motor = GetComponent<PlayerMotor>();
            input = GetComponent<PlayerInputReader>();
        }

        private void Update()
        {
            if (cooldownTimer > 0f)
                cooldownTimer -= Time.deltaTime;

            if (IsDashing)
            {
                dashTimer -= Time.fixedDeltaTime;
                if (!IsDashing)
                    EndDash();
                return;
            }

            if (input.DashPressed && cooldownTimer <= 0f)
                StartDash(input.Move);
        }

        private void FixedUpdate()
        {
            if (IsDashing)
                rb.velocity = dashDirection * tuning.dashSpeed;
        }

        private void StartDash(Vector2 move)
        {
            dashDirection = move.sqrMagnitude > 0.01f ? move.normalized : new Vector2(motor.Facing, 0f);
            dashTimer = tuning.dashDuration;
            cooldownTimer = tuning.dashCooldown;
            rb.gravityScale = 0f;
            motor.enabled = false;
        }

        private void EndDash()
        {
            rb.gravityScale = tuning.gravityScale;
            rb.velocity = dashDirection * tuning.dashExitSpeed;
            motor.enabled = true;
        }
    }
}
