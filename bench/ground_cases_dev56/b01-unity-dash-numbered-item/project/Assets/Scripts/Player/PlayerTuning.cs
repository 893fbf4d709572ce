using UnityEngine;

namespace SkyRunner.Player
{
    [CreateAssetMenu(menuName = "SkyRunner/Player Tuning", fileName = "PlayerTuning")]
    public class PlayerTuning : ScriptableObject
    {
        [Header("Run")]
        public float runSpeed = 9f;
        public float groundAccel = 90f;
        public float airAccel = 45f;

        [Header("Jump")]
        public float jumpVelocity = 16f;
        public float gravityScale = 4f;
        public float maxFallSpeed = 24f;
        public float coyoteTime = 0.1f;
        public float jumpBuffer = 0.12f;

        [Header("Dash")]
        public float dashSpeed = 38f;
        public float dashDuration = 0.16f;
        public float dashCooldown = 0.45f;
        public float dashExitSpeed = 10f;

        private void OnValidate()
        {
            dashDuration = Mathf.Max(0.02f, dashDuration);
            dashCooldown = Mathf.Max(dashDuration, dashCooldown);
        }
    }
}
