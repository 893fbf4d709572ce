using UnityEngine;

namespace SkyRunner.CameraRig
{
    public class CameraFollow : MonoBehaviour
    {
        [SerializeField] private Transform target;
        [SerializeField] private Vector2 offset = new Vector2(2f, 1.5f);
        [SerializeField] private float smoothTime = 0.12f;
        [SerializeField] private Vector2 minBounds;
        [SerializeField] private Vector2 maxBounds;

        private Vector3 velocity;

        private void LateUpdate()
        {
            if (target == null)
                return;

            var desired = new Vector3(target.position.x + offset.x, target.position.y + offset.y, transform.position.z);
            desired.x = Mathf.Clamp(desired.x, minBounds.x, maxBounds.x);
            desired.y = Mathf.Clamp(desired.y, minBounds.y, maxBounds.y);
            transform.position = Vector3.SmoothDamp(transform.position, desired, ref velocity, smoothTime);
        }

        public void SnapToTarget()
        {
            if (target == null)
                return;
            transform.position = new Vector3(target.position.x + offset.x, target.position.y + offset.y, transform.position.z);
            velocity = Vector3.zero;
        }
    }
}
