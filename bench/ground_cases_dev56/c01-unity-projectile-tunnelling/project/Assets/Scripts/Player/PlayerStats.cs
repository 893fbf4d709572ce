using UnityEngine;

namespace Skyhook.Player
{
    [CreateAssetMenu(menuName = "Skyhook/Player Stats", fileName = "PlayerStats")]
    public class PlayerStats : ScriptableObject
    {
        [Header("Movement")]
        public float moveSpeed = 7f;
        public float acceleration = 60f;
        public float jumpVelocity = 8.5f;

        [Header("Dash")]
        public float dashSpeed = 28f;
        public float dashDuration = 0.18f;
        public float dashCooldown = 0.9f;

        [Header("Camera")]
        public float cameraLag = 0.12f;

        private void OnValidate()
        {
            moveSpeed = Mathf.Max(0f, moveSpeed);
            dashSpeed = Mathf.Max(moveSpeed, dashSpeed);
            dashDuration = Mathf.Clamp(dashDuration, 0.05f, 1f);
            dashCooldown = Mathf.Max(0f, dashCooldown);
        }

        public float DashDistance => dashSpeed * dashDuration;
    }
}
