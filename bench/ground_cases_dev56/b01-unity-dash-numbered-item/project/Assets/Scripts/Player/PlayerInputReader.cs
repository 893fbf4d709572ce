using UnityEngine;
using UnityEngine.InputSystem;

namespace SkyRunner.Player
{
    public class PlayerInputReader : MonoBehaviour
    {
        [SerializeField] private InputActionReference moveAction;
        [SerializeField] private InputActionReference jumpAction;
        [SerializeField] private InputActionReference dashAction;

        public Vector2 Move { get; private set; }
        public bool JumpPressed { get; private set; }
        public bool DashPressed { get; private set; }

        private void OnEnable()
        {
            moveAction.action.Enable();
            jumpAction.action.Enable();
            dashAction.action.Enable();
        }

        private void OnDisable()
        {
            moveAction.action.Disable();
            jumpAction.action.Disable();
            dashAction.action.Disable();
        }

        private void Update()
        {
            Move = moveAction.action.ReadValue<Vector2>();
            JumpPressed = jumpAction.action.WasPressedThisFrame();
            DashPressed = dashAction.action.WasPressedThisFrame();
        }
    }
}
