using Hollowkeep.Inventory;
using Hollowkeep.Save;
using UnityEngine;
using UnityEngine.InputSystem;

namespace Hollowkeep.UI
{
    public class HotbarController : MonoBehaviour
    {
        [SerializeField] InventoryService inventory;
        [SerializeField] HotbarSlotView[] views = new HotbarSlotView[8];

        string[] slots = new string[8];
        int selected;

        public void OnScroll(InputAction.CallbackContext ctx)
        {
            if (!ctx.performed) return;
            var delta = ctx.ReadValue<Vector2>().y;
            selected = (selected + (delta > 0 ? -1 : 1) + slots.Length) % slots.Length;
            Refresh();
        }

        public void Assign(int index, string itemId)
        {
            slots[index] = itemId;
            Refresh();
        }

        public HotbarState Capture() => new HotbarState { slots = (string[])slots.Clone(), selected = selected };

        public void Restore(HotbarState state)
        {
            slots = state?.slots ?? new string[8];
            if (slots.Length != 8) System.Array.Resize(ref slots, 8);
            selected = Mathf.Clamp(state?.selected ?? 0, 0, 7);
            Refresh();
        }

        void Refresh()
        {
            for (int i = 0; i < views.Length; i++)
                views[i].Show(slots[i], i == selected);
        }
    }
}
